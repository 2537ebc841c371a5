'use client'

import dynamic from 'next/dynamic'

import { lazyPart } from '@/lib/ui/lazy-part.client'

/* The booking form in a chunk of its own, loaded only by the page that shows it (docs/decisions/016). */
const Loaded = dynamic(() => import('./Component.client').then((m) => m.ReservationFormClient))

export const ReservationFormClient = lazyPart('reservation-form', Loaded)

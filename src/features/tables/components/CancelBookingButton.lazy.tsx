'use client'

import dynamic from 'next/dynamic'

import { lazyPart } from '@/lib/ui/lazy-part.client'

/* The cancel button and its server action in a chunk of their own, loaded only where a booking is shown (docs/decisions/016). */
const Loaded = dynamic(() => import('./CancelBookingButton.client').then((m) => m.CancelBookingButton))

export const CancelBookingButton = lazyPart('cancel-booking', Loaded)

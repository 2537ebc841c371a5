'use client'

import dynamic from 'next/dynamic'

import { lazyPart } from '@/lib/ui/lazy-part.client'

/* HubSpot's embed, loaded only by pages that show a configured form. */
const Loaded = dynamic(() => import('./hubspot.client').then((m) => m.HubSpotForm))

export const HubSpotForm = lazyPart('hubspot-form', Loaded)

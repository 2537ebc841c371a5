'use client'

import dynamic from 'next/dynamic'

import { lazyPart } from '@/lib/ui/lazy-part.client'

/* The form in a chunk of its own, loaded only by pages that show it (docs/decisions/016). */
const Loaded = dynamic(() => import('./HubSpotContactForm.client').then((m) => m.HubSpotContactForm))

export const HubSpotContactForm = lazyPart('hubspot-contact-form', Loaded)

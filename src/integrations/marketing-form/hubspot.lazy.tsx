'use client'

import dynamic from 'next/dynamic'

/* HubSpot's embed, loaded only by pages that show a configured form. */
export const HubSpotForm = dynamic(() => import('./hubspot.client').then((m) => m.HubSpotForm))

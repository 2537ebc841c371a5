'use client'

import dynamic from 'next/dynamic'

/* The interactive part, in a chunk of its own that only pages showing this module load (docs/decisions/016). */
export const MemberEventsView = dynamic(() => import('./Component.client').then((m) => m.MemberEventsView))

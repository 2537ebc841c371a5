'use client'

import dynamic from 'next/dynamic'

/* The form in a chunk of its own, loaded only by pages that show it (docs/decisions/016). */
export const EnquiryForm = dynamic(() => import('./EnquiryForm.client').then((m) => m.EnquiryForm))

'use client'

import dynamic from 'next/dynamic'

/* The form in a chunk of its own, loaded only by pages that show it (docs/decisions/016). */
export const ContactEnquiryForm = dynamic(() => import('./ContactEnquiryForm.client').then((m) => m.ContactEnquiryForm))

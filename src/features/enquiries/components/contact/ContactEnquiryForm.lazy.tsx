'use client'

import dynamic from 'next/dynamic'

import { lazyPart } from '@/lib/ui/lazy-part.client'

/* The form in a chunk of its own, loaded only by pages that show it (docs/decisions/016). */
const Loaded = dynamic(() => import('./ContactEnquiryForm.client').then((m) => m.ContactEnquiryForm))

export const ContactEnquiryForm = lazyPart('enquiry-form', Loaded)

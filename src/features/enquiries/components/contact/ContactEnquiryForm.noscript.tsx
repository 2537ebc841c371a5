'use client'

import { lazy, type ComponentProps } from 'react'

import type { ContactEnquiryForm as Form } from './ContactEnquiryForm.client'

/*
 * The copy of the form inside <noscript>, for visitors without JavaScript. Browsers running scripts
 * never render <noscript> content, so this copy is only ever drawn by the server. next/dynamic would
 * preload its chunk (zod, react-hook-form: about 55 kB) in the head of every page with an ENQUIRE
 * button; React.lazy resolves it on the server without telling the browser, and the panel's own
 * copy loads it when it opens (docs/decisions/030).
 */
const Loaded = lazy(() => import('./ContactEnquiryForm.client').then((m) => ({ default: m.ContactEnquiryForm })))

export function ContactEnquiryForm(props: ComponentProps<typeof Form>) {
  return <Loaded {...props} />
}

'use client'

import { useActionState, type ReactNode } from 'react'

import { useFormPermalink } from '@/lib/forms/useFormPermalink'

type Props = {
  /** A server action that answers by redirecting (to the provider, or back with a notice). */
  action: (state: null, formData: FormData) => Promise<null>
  className?: string
  children: ReactNode
}

/**
 * My membership's two plain forms (a new Direct Debit, giving notice), posting to their server
 * action with or without JavaScript. Through useActionState so the form's action is the page's
 * own address when sent without JavaScript, not action="" (decision 049).
 */
export function PostForm({ action, className, children }: Props) {
  const [, formAction] = useActionState(action, null, useFormPermalink())
  return (
    <form action={formAction} className={className}>
      {children}
    </form>
  )
}

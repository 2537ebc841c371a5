'use client'

import { useSyncExternalStore, type ReactNode } from 'react'

import { ModalButton } from '@/lib/ui/modal/modal-trigger.client'

const noop = () => () => {}

type Props = {
  /** The id of the inline copy of the form that pages show when JavaScript is off. */
  anchor: string
  title: string
  content: ReactNode
  className?: string
  children: ReactNode
}

/**
 * Opens the enquiry side panel. Until the page's JavaScript runs (and for visitors without it) it
 * is a link to the inline copy of the form, so pressing it always leads somewhere useful.
 */
export function PanelTrigger({ anchor, title, content, className, children }: Props) {
  const hydrated = useSyncExternalStore(noop, () => true, () => false)
  if (!hydrated) {
    return (
      <a href={`#${anchor}`} className={className}>
        {children}
      </a>
    )
  }
  return (
    <ModalButton kind="side" title={title} content={content} className={className}>
      {children}
    </ModalButton>
  )
}

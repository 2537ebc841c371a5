'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useCallback, type MouseEvent, type ReactNode } from 'react'

import { useModal, type ModalKind } from './ModalProvider.client'

/**
 * The client halves of blocks whose details open in a modal. The modal's content is rendered by
 * the block's server component and handed over as a ReactNode, so only these buttons ship code.
 */

type ModalButtonProps = {
  /** The words on the button. */
  children: ReactNode
  className?: string
  kind?: ModalKind
  /** The modal's title (its heading, an h2). */
  title: string
  description?: string
  content: ReactNode
}

/** A button that opens a modal through the shell's one-at-a-time modal system. */
export function ModalButton({ children, className, kind = 'sheet', title, description, content }: ModalButtonProps) {
  const modal = useModal()
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      className={className}
      onClick={() => modal.show({ kind, title, description, content })}
    >
      {children}
    </button>
  )
}

/** How long to wait for the history entry of a closing modal to go before navigating anyway. */
export const CLOSE_NAVIGATION_FALLBACK_MS = 400

/**
 * Closes the open modal, then goes to `href`. Closing pops the history entry the modal pushed, so
 * the navigation waits for that popstate: pushing first would let the pop undo the navigation.
 */
export function useCloseModalAndGo(): (href: string) => void {
  const modal = useModal()
  const router = useRouter()
  return useCallback(
    (href: string) => {
      let done = false
      const go = () => {
        if (done) return
        done = true
        window.removeEventListener('popstate', go)
        router.push(href)
      }
      window.addEventListener('popstate', go)
      modal.hide()
      window.setTimeout(go, CLOSE_NAVIGATION_FALLBACK_MS)
    },
    [modal, router],
  )
}

const isInternal = (href: string) => href.startsWith('/') && !href.startsWith('//')

const opensElsewhere = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey

type ModalLinkProps = { href: string; className?: string; children: ReactNode }

/**
 * A link inside a modal. A page of the site closes the modal, then opens; anything else (tel:,
 * mailto:, another site in a new tab) leaves the modal open.
 */
export function ModalLink({ href, className, children }: ModalLinkProps) {
  const closeAndGo = useCloseModalAndGo()
  if (!isInternal(href)) {
    const external = /^(https?:)?\/\//.test(href)
    return (
      <a href={href} className={className} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {children}
        {external ? <span className="sr-only"> (opens in a new tab)</span> : null}
      </a>
    )
  }
  return (
    <Link
      href={href}
      className={className}
      onClick={(event) => {
        if (opensElsewhere(event)) return
        event.preventDefault()
        closeAndGo(href)
      }}
    >
      {children}
    </Link>
  )
}

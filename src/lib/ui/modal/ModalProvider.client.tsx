'use client'

import dynamic from 'next/dynamic'
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'

/**
 * side: filter, enquiry and event modals, sliding in from the right (up to 370 px wide).
 * centre: confirmations. sheet: everything else; a bottom sheet on mobile, a fade on desktop.
 */
export type ModalKind = 'side' | 'centre' | 'sheet'

export type ModalRequest = {
  kind: ModalKind
  title: string
  description?: string
  content: ReactNode
  showClose?: boolean
  /**
   * Called when the visitor dismisses the modal (backdrop, Escape, close button or browser back),
   * not when the page closes it with hide(): the office filter re-runs its search on a backdrop press.
   */
  onDismiss?: () => void
}

type ModalApi = {
  /** Opens the modal; returns false (and does nothing) while another one is open. */
  show: (request: ModalRequest) => boolean
  hide: () => void
  isOpen: boolean
}

const ModalContext = createContext<ModalApi | null>(null)

export function useModal(): ModalApi {
  const api = useContext(ModalContext)
  if (!api) throw new Error('useModal must be used inside <ModalProvider>')
  return api
}

// The dialog library loads with the first modal, not with every page.
const ModalView = dynamic(() => import('./ModalView.client'), { ssr: false })

export function ModalProvider({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<ModalRequest | null>(null)
  const [open, setOpen] = useState(false)
  const openRef = useRef(false)
  // The history entry added when a modal opens, so that the browser's back button closes it.
  const historyEntryRef = useRef(false)
  const openerRef = useRef<HTMLElement | null>(null)

  const requestRef = useRef<ModalRequest | null>(null)

  const close = useCallback((viaHistory: boolean, dismissed: boolean) => {
    if (!openRef.current) return
    openRef.current = false
    if (dismissed) requestRef.current?.onDismiss?.()
    setOpen(false)
    if (historyEntryRef.current && !viaHistory) window.history.back()
    historyEntryRef.current = false
  }, [])

  const show = useCallback((next: ModalRequest) => {
    if (openRef.current) return false
    openRef.current = true
    openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
    requestRef.current = next
    setRequest(next)
    setOpen(true)
    window.history.pushState({ ...(window.history.state as object | null), clubhouseModal: true }, '')
    historyEntryRef.current = true
    return true
  }, [])

  useEffect(() => {
    const onPopState = () => close(true, true)
    window.addEventListener('popstate', onPopState)
    return () => window.removeEventListener('popstate', onPopState)
  }, [close])

  const api = useMemo<ModalApi>(() => ({ show, hide: () => close(false, false), isOpen: open }), [show, close, open])

  return (
    <ModalContext.Provider value={api}>
      {children}
      {request ? <ModalView request={request} open={open} onClose={() => close(false, true)} returnFocusTo={openerRef.current} /> : null}
    </ModalContext.Provider>
  )
}

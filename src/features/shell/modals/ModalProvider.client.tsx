'use client'

import * as Dialog from '@radix-ui/react-dialog'
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

const panelClass: Record<ModalKind, string> = {
  side: 'modal-side fixed inset-y-0 right-0 w-full max-w-[370px] overflow-y-auto bg-white p-6 pt-16 shadow-xl',
  centre:
    'modal-centre fixed left-1/2 top-1/2 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 bg-white p-6 pt-14 shadow-xl',
  sheet:
    'modal-sheet fixed inset-x-0 bottom-0 max-h-[90svh] overflow-y-auto rounded-t-2xl bg-white p-6 pt-14 shadow-xl lg:inset-x-auto lg:bottom-auto lg:left-1/2 lg:top-1/2 lg:w-full lg:max-w-2xl lg:-translate-x-1/2 lg:-translate-y-1/2 lg:rounded-none',
}

export function ModalProvider({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<ModalRequest | null>(null)
  const [open, setOpen] = useState(false)
  const openRef = useRef(false)
  // The history entry added when a modal opens, so that the browser's back button closes it.
  const historyEntryRef = useRef(false)

  const close = useCallback((viaHistory: boolean) => {
    if (!openRef.current) return
    openRef.current = false
    setOpen(false)
    if (historyEntryRef.current && !viaHistory) window.history.back()
    historyEntryRef.current = false
  }, [])

  const show = useCallback((next: ModalRequest) => {
    if (openRef.current) return false
    openRef.current = true
    setRequest(next)
    setOpen(true)
    window.history.pushState({ ...(window.history.state as object | null), clubhouseModal: true }, '')
    historyEntryRef.current = true
    return true
  }, [])

  useEffect(() => {
    const onPopState = () => close(true)
    window.addEventListener('popstate', onPopState)
    return () => window.removeEventListener('popstate', onPopState)
  }, [close])

  const api = useMemo<ModalApi>(() => ({ show, hide: () => close(false), isOpen: open }), [show, close, open])

  return (
    <ModalContext.Provider value={api}>
      {children}
      <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : close(false))}>
        <Dialog.Portal>
          <Dialog.Overlay className="modal-overlay fixed inset-0 z-[60] bg-black/50" />
          {request ? (
            <Dialog.Content
              className={`z-[61] text-ink ${panelClass[request.kind]}`}
              data-modal-kind={request.kind}
              {...(request.description ? {} : { "aria-describedby": undefined })}
            >
              <Dialog.Title className="mb-4 font-display text-2xl uppercase">{request.title}</Dialog.Title>
              {request.description ? <Dialog.Description className="mb-4">{request.description}</Dialog.Description> : null}
              {request.content}
              {request.showClose !== false ? (
                <Dialog.Close className="absolute right-4 top-4 flex h-11 w-11 items-center justify-center text-2xl" aria-label="Close">
                  <span aria-hidden="true">×</span>
                </Dialog.Close>
              ) : null}
            </Dialog.Content>
          ) : null}
        </Dialog.Portal>
      </Dialog.Root>
    </ModalContext.Provider>
  )
}

'use client'

import * as Dialog from '@radix-ui/react-dialog'

import type { ModalKind, ModalRequest } from './ModalProvider.client'

/** The side panel's widest, in px (spec 000 section 2, modals). */
const MODAL_SIDE_PANEL_MAX_PX = 370

const panelClass: Record<ModalKind, string> = {
  side: 'modal-side fixed inset-y-0 right-0 w-full overflow-y-auto bg-white p-6 pt-16 shadow-xl',
  centre:
    'modal-centre fixed left-1/2 top-1/2 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 bg-white p-6 pt-14 shadow-xl',
  sheet:
    'modal-sheet fixed inset-x-0 bottom-0 max-h-[90svh] overflow-y-auto rounded-t-2xl bg-white p-6 pt-14 shadow-xl lg:inset-x-auto lg:bottom-auto lg:left-1/2 lg:top-1/2 lg:w-full lg:max-w-2xl lg:-translate-x-1/2 lg:-translate-y-1/2 lg:rounded-none',
}

type Props = { request: ModalRequest | null; open: boolean; onClose: () => void; returnFocusTo: HTMLElement | null }

/** The dialog itself: focus trap, Escape, scroll lock and the three presentations of the spec. */
export default function ModalView({ request, open, onClose, returnFocusTo }: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal-overlay fixed inset-0 z-[60] bg-black/50" />
        {request ? (
          <Dialog.Content
            className={`z-[61] text-ink ${panelClass[request.kind]}`}
            data-modal-kind={request.kind}
            style={request.kind === 'side' ? { maxWidth: MODAL_SIDE_PANEL_MAX_PX } : undefined}
            {...(request.description ? {} : { 'aria-describedby': undefined })}
            onCloseAutoFocus={(event) => {
              event.preventDefault()
              if (returnFocusTo?.isConnected) returnFocusTo.focus()
            }}
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
  )
}

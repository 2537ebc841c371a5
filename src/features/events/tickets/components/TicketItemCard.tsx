import type { ReactNode } from 'react'

import { leftNote, limitsNote, TICKET_TEXTS } from '../messages'
import { formatPrice } from '../../price'
import type { TicketItem } from '../rules'

type Props = {
  item: Pick<TicketItem, 'title' | 'subtitle' | 'price' | 'min' | 'max' | 'soldOut'> & { left?: number | null }
  /** The card's picture, rendered on the server (./TicketPicture.tsx) so the ticket form's script has no picture code. */
  picture?: ReactNode
  /** The heading level inside the list: h3 under the section's h2. */
  headingLevel?: 'h2' | 'h3'
  /** The quantity control, when the item can be chosen here. */
  children?: ReactNode
}

/** Below this many, the card says how many are left. */
const LOW_STOCK = 20

/** One ticket or extra: picture, title, subtitle, price, limits per order, and "Sold out" when it is. */
export function TicketItemCard({ item, picture, headingLevel: Heading = 'h3', children }: Props) {
  return (
    <article className="flex h-full flex-col border border-ink/20 bg-white" data-ticket-item={item.soldOut ? 'sold-out' : 'available'}>
      {picture ? <div className="relative aspect-[3/2] overflow-hidden bg-stone">{picture}</div> : null}
      <div className="flex flex-1 flex-col gap-2 p-5">
        <Heading className="font-display text-xl uppercase tracking-wide">{item.title}</Heading>
        {item.subtitle ? <p className="text-sm">{item.subtitle}</p> : null}
        <p className="text-lg font-semibold">{formatPrice(item.price)}</p>
        {item.soldOut ? (
          <p className="mt-auto self-start bg-ink px-3 py-1 text-xs font-semibold uppercase tracking-widest text-white">{TICKET_TEXTS.soldOut}</p>
        ) : (
          <>
            <p className="text-sm text-ink/70">
              {limitsNote(item.min, item.max)}
              {item.left != null && item.left <= LOW_STOCK ? <strong className="ml-2 font-semibold text-ink" data-ticket-left="">{leftNote(item.left)}</strong> : null}
            </p>
            {children ? <div className="mt-auto pt-2">{children}</div> : null}
          </>
        )}
      </div>
    </article>
  )
}

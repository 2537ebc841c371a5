import { MediaImage } from '@/lib/ui/MediaImage'

import type { TicketItem } from '../rules'

type Props = {
  image: TicketItem['image']
  /** How wide the picture is drawn; by default, the ticket page's two columns (measured). */
  sizes?: string
  /** The page's first card: its picture is the largest paint on a phone, so it loads first. */
  priority?: boolean
}

const TICKET_PAGE_SIZES = '(min-width: 1280px) 514px, (min-width: 834px) calc(50vw - 62px), calc(100vw - 50px)'

/** A ticket card's picture, filling the card's frame. A server component: see TicketItemCard's `picture`. */
export function TicketPicture({ image, sizes = TICKET_PAGE_SIZES, priority = false }: Props) {
  return image ? <MediaImage media={image} fill sizes={sizes} priority={priority} className="object-cover" /> : null
}

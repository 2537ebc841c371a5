import { randomUUID } from 'node:crypto'

import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { cachedEventBySlug } from '@/features/events/cached.server'
import { eventView } from '@/features/events/components/detail/view'
import { TicketForm } from '@/features/events/tickets/components/TicketForm.client'
import { TicketPicture } from '@/features/events/tickets/components/TicketPicture'
import { EVENT_CLOSED } from '@/features/events/tickets/messages'
import { holdMinutesSetting } from '@/features/events/tickets/orders/purchase.server'
import { takenSeats } from '@/features/events/tickets/orders/stock.server'
import { closedReason, ticketItemsOf, withStock } from '@/features/events/tickets/rules'
import { SiteShell } from '@/features/shell/components/SiteShell'
import { getShellData } from '@/features/shell/queries.server'
import { getEnv } from '@/lib/env'
import { getPayloadClient } from '@/model/payload-client'

import { eventMetadata } from '../../event/[slug]/metadata'

type Props = { params: Promise<{ slug: string }> }

// Each render hands the form a new idempotency key, and whether tickets are on sale depends on the time.
export const dynamic = 'force-dynamic'

async function load(slug: string) {
  const [shell, event] = await Promise.all([getShellData(), cachedEventBySlug(slug)])
  const { serverUrl } = getEnv()
  return { shell, serverUrl, event, view: event ? eventView(event, { serverUrl }) : null }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { shell, view, serverUrl } = await load((await params).slug)
  return eventMetadata(shell, view, serverUrl)
}

/**
 * /event-tickets/{slug}: the ticket purchase (spec 000 section 2; docs/decisions/026). Stock is read
 * fresh, so sold-out items and events show as such before anyone tries; the form holds the seats
 * and sends the buyer to pay.
 */
export default async function EventTicketsPage({ params }: Props) {
  const { slug } = await params
  const { shell, event, view } = await load(slug)
  if (!event || !view) notFound()
  const payload = await getPayloadClient()
  const [taken, holdMinutes] = await Promise.all([takenSeats(payload, event.id), holdMinutesSetting(payload)])
  const items = withStock(ticketItemsOf(event.tickets), taken)
  const closed = closedReason(event, new Date(), items)
  const place = [view.venueName ?? view.clubName, view.venueName ? view.clubName : null].filter(Boolean).join(', ')
  return (
    <SiteShell shell={shell} path={`/event-tickets/${slug}`}>
      <div className="mx-auto flex max-w-6xl flex-col gap-10 px-6 py-12 tab:px-12 xl:py-16">
        <header className="flex flex-col gap-3">
          <p className="text-xs font-semibold uppercase tracking-widest">Tickets</p>
          <h1 className="font-display text-4xl uppercase tracking-wide wrap-anywhere tab:text-5xl">{view.title}</h1>
          <p>
            <time dateTime={view.startsAt}>{view.when.date}</time>, {view.when.time}
            {place ? <>. {place}</> : null}
          </p>
          <p>
            <a href={`/event/${slug}`} className="inline-flex min-h-11 items-center underline underline-offset-4">
              Back to the event
            </a>
          </p>
        </header>
        {closed ? (
          <p role="status" className="border border-ink px-6 py-5 text-lg" data-tickets-closed={closed}>
            {EVENT_CLOSED[closed]}
          </p>
        ) : (
          <TicketForm
            slug={slug}
            items={items}
            pictures={Object.fromEntries(items.filter((item) => item.image).map((item, position) => [item.index, <TicketPicture key={item.index} image={item.image} priority={position === 0} />]))}
            idempotencyKey={randomUUID()}
            holdMinutes={holdMinutes}
          />
        )}
      </div>
    </SiteShell>
  )
}

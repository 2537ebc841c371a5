import type { ReactNode } from 'react'

import { CmsRichText } from '@/lib/ui/CmsRichText'
import { MediaImage } from '@/lib/ui/MediaImage'
import { PlainText } from '@/lib/ui/section-text'

import { ShareLink } from '../ShareLink.client'
import { StickyBooking } from './StickyBooking.client'
import type { EventView } from './view'

export const EVENT_DETAIL_TEXTS = {
  book: 'Book tickets',
  soldOut: 'Sold out',
  calendar: 'Add to calendar',
} as const

const BOOK_BUTTON_ID = 'event-book-tickets'

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-semibold uppercase tracking-widest text-ink/70">{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}

/**
 * The event page (spec 000 section 2, /event/{slug}): picture, title, badge, when and where in
 * London time, price, descriptions, categories, and the ways to act on it: book, add to a
 * calendar, share, or ask the events team (`contact`, the event contact panel). On phones,
 * "Book tickets" also stays at the bottom of the screen (StickyBooking).
 */
export function EventDetail({ view, contact }: { view: EventView; contact?: ReactNode }) {
  const where = view.venueName ?? view.clubName
  return (
    <article data-event={view.slug}>
      {view.headerImage ? (
        <div className="relative aspect-[4/3] max-h-[70svh] w-full overflow-hidden bg-stone tab:aspect-[16/7]">
          <MediaImage media={view.headerImage} fill priority sizes="100vw" className="object-cover" />
        </div>
      ) : null}
      <div className="mx-auto grid max-w-6xl gap-12 px-6 py-12 tab:px-12 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] xl:py-16">
        <div className="flex flex-col gap-6">
          {view.badge ? (
            <p className="self-start bg-ink px-3 py-1 text-xs font-semibold uppercase tracking-widest text-white" data-event-badge="">
              {view.badge}
            </p>
          ) : null}
          <h1 className="font-display text-4xl uppercase tracking-wide wrap-anywhere tab:text-5xl">{view.title}</h1>
          <dl className="grid gap-4 tab:grid-cols-2">
            <Fact label="Date">
              <time dateTime={view.startsAt}>{view.when.date}</time>
            </Fact>
            <Fact label="Time">{view.when.time}</Fact>
            <Fact label="Venue">
              <span className="block">{where}</span>
              {view.address ? <span className="block whitespace-pre-line text-ink/80">{view.address}</span> : null}
            </Fact>
            {view.venueName && view.clubName ? <Fact label="Club">{view.clubName}</Fact> : null}
            {view.priceText ? <Fact label="Price">{view.priceText}</Fact> : null}
            <Fact label="Who it is for">{view.typeLabel}</Fact>
          </dl>
          {view.shortDescription ? <PlainText text={view.shortDescription} className="text-lg" /> : null}
          {view.longDescription ? <CmsRichText data={view.longDescription} className="prose-club" /> : null}
          {view.categories.length ? (
            <div>
              <h2 className="sr-only">Categories</h2>
              <ul className="flex flex-wrap gap-2" aria-label="Categories">
                {view.categories.map((c) => (
                  <li key={c} className="border border-ink/40 px-3 py-1 text-sm">
                    {c}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
        <aside aria-label="Tickets and sharing" className="flex flex-col gap-4 self-start xl:sticky xl:top-28">
          {view.booking === 'book' ? (
            <a id={BOOK_BUTTON_ID} href={view.ticketsPath} className="btn btn-dark">
              {EVENT_DETAIL_TEXTS.book}
            </a>
          ) : view.booking === 'soldOut' ? (
            <p className="btn cursor-not-allowed border-ink/40 text-ink/70" aria-disabled="true" data-event-sold-out="">
              {EVENT_DETAIL_TEXTS.soldOut}
            </p>
          ) : null}
          <a href={view.calendarPath} className="btn btn-outline border-ink" download={`${view.slug}.ics`}>
            {EVENT_DETAIL_TEXTS.calendar}
          </a>
          <ShareLink href={view.shareUrl} title={view.title} className="inline-flex min-h-11 items-center underline underline-offset-4" />
        </aside>
      </div>
      {contact}
      {view.booking === 'book' ? <StickyBooking href={view.ticketsPath} label={EVENT_DETAIL_TEXTS.book} targetId={BOOK_BUTTON_ID} /> : null}
    </article>
  )
}

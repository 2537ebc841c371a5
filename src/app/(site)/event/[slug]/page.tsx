import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { EventDetail } from '@/features/events/components/detail/EventDetail'
import { cachedEventBySlug } from '@/features/events/cached.server'
import { eventView, jsonLdInputOf } from '@/features/events/components/detail/view'
import { eventJsonLd, jsonLdText } from '@/features/events/jsonld'
import { ContactBlockPanel } from '@/features/enquiries/components/contact/ContactBlockPanel'
import { CONTACT_CONSENT_TEXT, CONTACT_TERMS_LINK, CONTACT_TERMS_LINK_TEXT, CONTACT_TEXTS } from '@/features/enquiries/components/contact/texts'
import { SiteShell } from '@/features/shell/components/SiteShell'
import { eventsTeamContacts } from '@/features/shell/team-contacts'
import { getShellData } from '@/features/shell/queries.server'
import { getEnv } from '@/lib/env'

import { eventMetadata } from './metadata'

type Props = { params: Promise<{ slug: string }> }

// Whether tickets can still be booked depends on the time; the event itself is cached.
export const dynamic = 'force-dynamic'

async function load(slug: string) {
  const [shell, event] = await Promise.all([getShellData(), cachedEventBySlug(slug)])
  const { serverUrl } = getEnv()
  return { shell, serverUrl, view: event ? eventView(event, { serverUrl }) : null }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { shell, view, serverUrl } = await load((await params).slug)
  return eventMetadata(shell, view, serverUrl)
}

/** /event/{slug}: the event page (spec 000 section 2), with schema.org Event data for search engines. */
export default async function EventPage({ params }: Props) {
  const { slug } = await params
  const { shell, view, serverUrl } = await load(slug)
  if (!view) notFound()
  const path = `/event/${slug}`
  const texts = CONTACT_TEXTS.event
  const jsonLd = jsonLdText(eventJsonLd(jsonLdInputOf(view, { productName: shell.settings.productName, serverUrl })))
  return (
    <SiteShell shell={shell} path={path}>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      <EventDetail
        view={view}
        contact={
          <ContactBlockPanel
            kind="event"
            id={`event-${view.id}`}
            buttonText={texts.buttonText}
            heading={texts.heading}
            introText={texts.introText}
            successMessage={texts.successMessage}
            consentText={CONTACT_CONSENT_TEXT}
            termsLinkText={CONTACT_TERMS_LINK_TEXT}
            termsLink={CONTACT_TERMS_LINK}
            urgent={eventsTeamContacts(shell.footer)}
            queryOrigin={view.title}
            locationId={view.clubLocationId}
            pagePath={path}
          />
        }
      />
    </SiteShell>
  )
}

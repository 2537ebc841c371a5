import { ContactBlockPanel } from '@/features/enquiries/components/contact/ContactBlockPanel'
import { CONTACT_TEXTS } from '@/features/enquiries/components/contact/texts'
import { cachedOffice } from '@/features/offices/cached.server'
import { OfficeDetailView } from '@/features/offices/components/OfficeDetailView'
import { OfficeNotFound } from '@/features/offices/components/OfficeNotFound'
import { firstContacts, londonToday, whatsappHref } from '@/features/offices/rules'
import type { Office, OfficeDetailBlock } from '@/payload-types'

import type { BlockContext } from '../types'
import { StickyContacts } from './StickyContacts.client'

type Props = Partial<Omit<OfficeDetailBlock, 'blockType'>> & BlockContext

export const OFFICE_UNAVAILABLE_TEXT = 'Office details are not available right now. Please try again in a moment.'

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() ?? ''

/**
 * The office chosen on the search: /office-detail?officeId={reference}. The page renders on
 * request, so the block is given the query. Without an office reference the route sends the
 * visitor to the search (src/app/(site)/office-detail); with an unknown one the block says so and
 * links back to the search.
 */
export default async function OfficeDetailComponent({ id, enquireButtonText, showPrices, showAmenities, showFloorPlans, backLinkText, searchParams, pagePath, preview, isFirst }: Props) {
  const officeId = first(searchParams?.officeId)
  let office: Office | null
  try {
    office = officeId ? await cachedOffice(officeId) : null
  } catch (error) {
    console.error(`Office ${officeId} failed:`, error)
    return <OfficeNotFound backLinkText={backLinkText} message={OFFICE_UNAVAILABLE_TEXT} />
  }
  if (!office) return <OfficeNotFound backLinkText={backLinkText} />

  const contacts = firstContacts(office.contactGroups)
  // The price card always offers the enquiry (issue 17: no dead ends); the block only words it.
  const buttonText = enquireButtonText?.trim() || CONTACT_TEXTS.office.buttonText
  return (
    <>
      <OfficeDetailView
        office={office}
        today={londonToday(new Date())}
        headingLevel={isFirst ? 'h1' : 'h2'}
        showPrices={showPrices !== false}
        showAmenities={showAmenities !== false}
        showFloorPlans={showFloorPlans !== false}
        backLinkText={backLinkText}
        enquiry={
          // Enquiries from here name the office, not the page, so the office team knows which one.
          <ContactBlockPanel
            kind="office"
            id={id ? `${id}-detail` : 'office-detail'}
            buttonText={buttonText}
            urgent={{ email: contacts.email, phone: contacts.phone }}
            queryOrigin={office.title}
            locationId={typeof office.location === 'object' ? office.location.locationId : null}
            subject={office.title}
            pagePath={`${pagePath ?? '/office-detail'}?officeId=${encodeURIComponent(officeId)}`}
            preview={preview}
            compact
          />
        }
      />
      <StickyContacts email={contacts.email} whatsapp={whatsappHref(contacts.phone)} />
    </>
  )
}

import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import Link from 'next/link'
import type { ReactNode } from 'react'

import { Carousel } from '@/lib/ui/Carousel.client'
import { CmsLink } from '@/lib/ui/CmsLink'
import { CmsRichText } from '@/lib/ui/CmsRichText'
import { ContactPersonLines, NEW_TAB_HINT } from '@/lib/ui/contact'
import { isMediaDoc, MediaImage } from '@/lib/ui/MediaImage'
import type { Office } from '@/payload-types'

import { availabilityText, londonDay, pcmText, workstationsText } from '../rules'

import { AmenityIcon } from './AmenityIcon'
import { BACK_TO_OFFICES, OFFICES_PATH } from './OfficeNotFound'

export const FLOOR_PLAN_LINK_TEXT = 'View floor plan'

type Props = {
  office: Office
  /** London's today, 'YYYY-MM-DD'. */
  today: string
  headingLevel: 'h1' | 'h2'
  showPrices?: boolean
  showAmenities?: boolean
  showFloorPlans?: boolean
  backLinkText?: string | null
  /** The enquiry button and panel, composed by the page (it belongs to the enquiries feature). */
  enquiry?: ReactNode
}

const labelClass = 'text-xs font-semibold uppercase tracking-widest'

const texts = (rows: { text?: string | null }[] | null | undefined) => (rows ?? []).map((r) => r?.text?.trim()).filter((t): t is string => Boolean(t))

function Section({ title, Heading, children, name }: { title: string; Heading: 'h2' | 'h3'; children: ReactNode; name: string }) {
  return (
    <section className="border-t border-ink/20 pt-8" data-office-section={name}>
      <Heading className="mb-6 font-display text-2xl uppercase tracking-wide">{title}</Heading>
      {children}
    </section>
  )
}

function Gallery({ office }: { office: Office }) {
  const landscape = (office.landscapeImages ?? []).filter(isMediaDoc)
  const pictures = landscape.length ? landscape : isMediaDoc(office.image) ? [office.image] : []
  if (!pictures.length) return null
  return (
    <Carousel label={`${office.title}: pictures`} loop={pictures.length > 1} dots tone="light" className="mt-6">
      {pictures.map((picture, index) => (
        <div key={index} className="relative aspect-[16/9] bg-stone">
          <MediaImage media={picture} fill sizes="(min-width: 1280px) 1152px, (min-width: 834px) calc(100vw - 96px), calc(100vw - 48px)" priority={index === 0} className="object-cover" />
        </div>
      ))}
    </Carousel>
  )
}

function Contacts({ office, Heading }: { office: Office; Heading: 'h2' | 'h3' }) {
  const groups = (office.contactGroups ?? [])
    .map((group) => ({ ...group, contacts: (group?.contacts ?? []).filter((c) => c?.title) }))
    .filter((group) => group.title && group.contacts.length)
  if (!groups.length) return null
  return (
    <Section title="Contact" Heading={Heading} name="contacts">
      <div className="flex flex-col gap-8">
        {groups.map((group, index) => (
          <div key={group.id ?? index}>
            <p className={labelClass}>{group.title}</p>
            <ul className="mt-4 grid gap-6 tab:grid-cols-2">
              {group.contacts.map((contact, i) => (
                <li key={contact.id ?? i}>
                  <ContactPersonLines contact={contact} titleClassName="font-semibold" />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </Section>
  )
}

function FloorPlans({ office, Heading }: { office: Office; Heading: 'h2' | 'h3' }) {
  const plans = (office.floorplanList ?? []).filter((plan) => isMediaDoc(plan?.preview))
  const main = isMediaDoc(office.floorPlanImage) ? office.floorPlanImage : null
  if (!main && !plans.length) return null
  return (
    <Section title="Floor plans" Heading={Heading} name="floor-plans">
      {main ? <MediaImage media={main} sizes="(min-width: 1280px) 760px, 100vw" className="h-auto w-full bg-stone" /> : null}
      {plans.length ? (
        <ul className={`grid gap-8 tab:grid-cols-2 ${main ? 'mt-8' : ''}`}>
          {plans.map((plan, index) => (
            <li key={plan.id ?? index} className="flex flex-col gap-4">
              <MediaImage media={plan.preview} sizes="(min-width: 834px) 380px, 100vw" className="h-auto w-full bg-stone" />
              {plan.ctaLink ? (
                <CmsLink href={plan.ctaLink} newTab className="btn btn-dark self-start">
                  {FLOOR_PLAN_LINK_TEXT}
                  <span className="sr-only"> {NEW_TAB_HINT}</span>
                </CmsLink>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </Section>
  )
}

/**
 * One office's page (spec 000 section 3, Office content): pictures, what it is and costs, its
 * description, facts, amenities, facilities, features, floor plans and the team to contact.
 */
export function OfficeDetailView({ office, today, headingLevel, showPrices = true, showAmenities = true, showFloorPlans = true, backLinkText, enquiry }: Props) {
  const Title = headingLevel
  const Heading = headingLevel === 'h1' ? 'h2' : 'h3'
  const club = typeof office.location === 'object' && office.location ? office.location.name : ''
  const location = office.displayName?.trim() || club
  const prices = (office.prices ?? []).filter((p) => p?.label && p?.value)
  const info = (office.info ?? []).filter((f) => f?.title && f?.detail)
  const amenities = (office.amenities ?? []).filter((a) => a?.text)
  const facilities = texts(office.facilities)
  const features = texts(office.featureList)
  const description = office.longDescription?.root?.children?.length ? (office.longDescription as unknown as SerializedEditorState) : null

  return (
    <article className="px-6 py-12 tab:px-12 xl:py-16" data-office-detail={office.officeGroupId}>
      <div className="mx-auto max-w-6xl">
        <Link href={OFFICES_PATH} className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold uppercase tracking-widest underline-offset-4 hover:underline">
          <span aria-hidden="true">←</span>
          {backLinkText?.trim() || BACK_TO_OFFICES}
        </Link>
        <Gallery office={office} />

        <div className="mt-10 grid gap-12 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <div className="flex flex-col gap-10">
            <header>
              {location ? <p className={labelClass}>{location}</p> : null}
              <Title className="mt-2 font-display text-4xl uppercase tracking-wide tab:text-5xl">{office.title}</Title>
              <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-1">
                <li>{workstationsText(office.workstations)}</li>
                <li>{availabilityText(londonDay(office.availableFrom), today)}</li>
              </ul>
            </header>
            {description ? <CmsRichText data={description} className="prose-club max-w-3xl" /> : office.description ? <p className="max-w-3xl whitespace-pre-line leading-relaxed">{office.description}</p> : null}
            {info.length ? (
              <dl className="grid grid-cols-2 gap-6 tab:grid-cols-3" data-office-info>
                {info.map((fact, index) => (
                  <div key={fact.id ?? index}>
                    <dt className={labelClass}>{fact.title}</dt>
                    <dd className="mt-1 text-lg">{fact.detail}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
            {showAmenities && amenities.length ? (
              <Section title="Amenities" Heading={Heading} name="amenities">
                <ul className="grid grid-cols-2 gap-4 tab:grid-cols-3">
                  {amenities.map((amenity, index) => (
                    <li key={amenity.id ?? index} className="flex items-center gap-3">
                      <AmenityIcon name={amenity.icon} />
                      {amenity.text}
                    </li>
                  ))}
                </ul>
              </Section>
            ) : null}
            {facilities.length ? (
              <Section title="Facilities" Heading={Heading} name="facilities">
                <ul className="list-disc pl-6 leading-relaxed tab:columns-2">
                  {facilities.map((text, index) => (
                    <li key={index}>{text}</li>
                  ))}
                </ul>
              </Section>
            ) : null}
            {features.length ? (
              <Section title="Features" Heading={Heading} name="features">
                <ul className="list-disc pl-6 leading-relaxed tab:columns-2">
                  {features.map((text, index) => (
                    <li key={index}>{text}</li>
                  ))}
                </ul>
              </Section>
            ) : null}
            {showFloorPlans ? <FloorPlans office={office} Heading={Heading} /> : null}
            <Contacts office={office} Heading={Heading} />
          </div>

          {showPrices || enquiry ? (
            <aside className="flex flex-col gap-6 self-start bg-stone p-6 xl:sticky xl:top-28" aria-label={`${office.title}: price and enquiry`}>
              {showPrices ? (
                <>
                  <p className="font-display text-3xl">{pcmText(office.pricePerMonth)}</p>
                  {prices.length ? (
                    <dl className="flex flex-col gap-3" data-office-prices>
                      {prices.map((price, index) => (
                        <div key={price.id ?? index} className="flex justify-between gap-4 border-b border-ink/20 pb-3">
                          <dt>{price.label}</dt>
                          <dd className="text-right font-semibold">{price.value}</dd>
                        </div>
                      ))}
                    </dl>
                  ) : null}
                </>
              ) : null}
              {enquiry}
            </aside>
          ) : null}
        </div>
      </div>
    </article>
  )
}

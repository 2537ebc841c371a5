import { isFormId, isHubSpotRegion, isPortalId } from '@/lib/validation/hubspot-form'

import { ConsentLine } from './ConsentLine'
import { ContactEnquiryForm } from './ContactEnquiryForm.lazy'
import { ContactEnquiryForm as NoscriptContactEnquiryForm } from './ContactEnquiryForm.noscript'
import { HubSpotContactForm } from './HubSpotContactForm.lazy'
import type { UrgentContacts } from './ContactSuccess'
import { PanelTrigger } from './PanelTrigger.client'
import { CONTACT_CONSENT_TEXT, CONTACT_TERMS_LINK, CONTACT_TERMS_LINK_TEXT, CONTACT_TEXTS, type ContactKind } from './texts'

export const ABOUT_LABEL = 'Your enquiry is about'

export type ContactPanelProps = {
  kind: ContactKind
  /** The block's id: keeps two panels on one page apart. */
  blockId?: string | null
  buttonText?: string | null
  heading?: string | null
  introText?: string | null
  portalId?: string | null
  formId?: string | null
  region?: string | null
  consentText?: string | null
  termsLinkText?: string | null
  termsLink?: string | null
  successMessage?: string | null
  urgent: UrgentContacts
  /** The page title, sent as the enquiry's query origin. */
  queryOrigin: string
  sourcePath: string
  /** The club the enquiry is about (an office's, a meeting room's, an event's), sent with it. */
  locationId?: number | null
  /** What the enquiry is about, shown above the form (a meeting room and its club); it also travels as the query origin. */
  subject?: string | null
  /** Only the button, to sit inside a card or a price box rather than as a section of its own. */
  compact?: boolean
}

/** HubSpot's ids when staff set both validly; otherwise the native form is used. */
export function hubspotTarget(portalId?: string | null, formId?: string | null, region?: string | null) {
  const portal = portalId?.trim() ?? ''
  const form = formId?.trim() ?? ''
  if (!isPortalId(portal) || !isFormId(form)) return null
  return { portalId: portal, formId: form, region: isHubSpotRegion(region) ? region : ('eu1' as const) }
}

/**
 * An ENQUIRE button opening the office or event side panel: the intro, then our own form, or the
 * HubSpot form when one is configured (spec 000 section 2, Modals).
 *
 * Without JavaScript there is no panel. The button is then a link to a copy of the panel inside
 * <noscript>, which only such visitors see, always with our own form (HubSpot needs JavaScript).
 * It posts back to that anchor, so the answer the server renders is in view.
 */
export function ContactPanel(props: ContactPanelProps) {
  const { kind, blockId, urgent, queryOrigin, sourcePath, subject, compact = false } = props
  const defaults = CONTACT_TEXTS[kind]
  const heading = props.heading || defaults.heading
  const introText = props.introText || defaults.introText
  const consent = {
    text: props.consentText || CONTACT_CONSENT_TEXT,
    linkText: props.termsLinkText || CONTACT_TERMS_LINK_TEXT,
    link: props.termsLink || CONTACT_TERMS_LINK,
  }
  const anchor = `${kind}-enquiry${blockId ? `-${blockId.replace(/[^\w-]/g, '')}` : ''}`
  const hubspot = hubspotTarget(props.portalId, props.formId, props.region)

  // The <noscript> copy (the one with a permalink) must not preload the form's chunk for everyone.
  const nativeForm = (formId: string, permalink?: string) => {
    const Form = permalink ? NoscriptContactEnquiryForm : ContactEnquiryForm
    return (
      <Form
        kind={kind}
        formId={formId}
        permalink={permalink}
        queryOrigin={queryOrigin}
        sourcePath={sourcePath}
        locationId={props.locationId}
        consentText={consent.text}
        termsLinkText={consent.linkText}
        termsLink={consent.link}
        successMessage={props.successMessage || defaults.successMessage}
        urgent={urgent}
      />
    )
  }

  const panel = (
    <div className="flex flex-col gap-6" data-contact-panel={kind}>
      <p>{introText}</p>
      {subject ? <About subject={subject} /> : null}
      {hubspot ? (
        <HubSpotContactForm {...hubspot} queryOrigin={queryOrigin} consent={<ConsentLine {...consent} />} />
      ) : (
        nativeForm(`${anchor}-panel`)
      )}
    </div>
  )

  const Wrapper = compact ? 'div' : 'section'
  return (
    <Wrapper className={compact ? 'flex flex-col' : 'px-6 py-12 text-center tab:px-12'}>
      <PanelTrigger anchor={anchor} title={heading} content={panel} className="btn btn-dark">
        {props.buttonText || defaults.buttonText}
        {/* Several such buttons may share a page (one per meeting room): each names its subject. */}
        {subject ? <span className="sr-only">{` about ${subject}`}</span> : null}
      </PanelTrigger>
      <noscript>
        <section id={anchor} aria-labelledby={`${anchor}-heading`} className={`mx-auto flex max-w-md flex-col gap-6 text-left ${compact ? 'mt-6' : 'mt-12'}`}>
          <h2 id={`${anchor}-heading`} className="font-display text-2xl uppercase">
            {heading}
            {/* The heading names the section, a landmark: one per room would otherwise be named alike. */}
            {subject ? <span className="sr-only">{` about ${subject}`}</span> : null}
          </h2>
          <p>{introText}</p>
          {subject ? <About subject={subject} /> : null}
          {nativeForm(`${anchor}-inline`, `#${anchor}`)}
        </section>
      </noscript>
    </Wrapper>
  )
}

function About({ subject }: { subject: string }) {
  return (
    <p data-contact-subject="">
      <span className="block text-xs font-semibold uppercase tracking-widest">{ABOUT_LABEL}</span>
      <span className="mt-1 block text-lg">{subject}</span>
    </p>
  )
}

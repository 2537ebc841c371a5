import { useId } from 'react'

import type { MembershipBarBlock } from '@/payload-types'
import { CmsLink } from '@/lib/ui/CmsLink'
import { ModalButton, ModalLink } from '@/lib/ui/modal/modal-trigger.client'
import { PlainText } from '@/lib/ui/section-text'
import { BulletList } from '@/lib/ui/BulletList'

import type { BlockContext } from '../types'

type Props = Partial<Omit<MembershipBarBlock, 'blockType'>> & BlockContext

/** The bar's fixed height, reserved under the page so the bar never covers the footer's last line. */
export const BAR_HEIGHT = { mobile: '8rem', tablet: '5rem' } as const

const reserveSpace = `body:has([data-membership-bar]){padding-bottom:${BAR_HEIGHT.mobile}}@media (min-width:834px){body:has([data-membership-bar]){padding-bottom:${BAR_HEIGHT.tablet}}}`

const DEFAULT_APPLICATION_LINK = '/membership-application'
const DEFAULT_FULL_DETAILS_LINK = '/privacy-policy'

/** The membership landing modal: details, a "full details" link, and the call to apply. */
function LandingDetails(props: Props) {
  const { details, fullDetailsText, fullDetailsLink, applyHeading, applyDescription, applyButtonText, applicationLink } = props
  return (
    <div data-membership-landing="">
      <BulletList items={details} />
      <p className="mt-6">
        <ModalLink href={fullDetailsLink || DEFAULT_FULL_DETAILS_LINK} className="underline underline-offset-4">
          {fullDetailsText || 'Full details'}
        </ModalLink>
      </p>
      <div className="mt-8 border-t border-ink/20 pt-8">
        {applyHeading ? <h3 className="font-display text-xl uppercase tracking-wide">{applyHeading}</h3> : null}
        <PlainText text={applyDescription} className="mt-3" />
        <ModalLink href={applicationLink || DEFAULT_APPLICATION_LINK} className="btn btn-dark mt-6">
          {applyButtonText || 'Apply now'}
        </ModalLink>
      </div>
    </div>
  )
}

/**
 * Membership landing pages' bottom bar (spec 000 section 2): application title, membership
 * heading, a more-details link opening the membership landing modal, and a button to apply.
 * Fixed to the bottom of the screen wherever the module sits on the page.
 */
export default function MembershipBarComponent(props: Props) {
  const headingId = useId()
  const { applicationTitle, membershipHeading, moreDetailsText, buttonText, applicationLink } = props
  if (!membershipHeading) return null
  return (
    <section
      data-membership-bar=""
      aria-labelledby={headingId}
      className="dock-page fixed inset-x-0 z-30 flex h-32 flex-col justify-center gap-2 bg-ink px-6 text-white shadow-[0_-4px_16px_rgba(0,0,0,0.25)] tab:h-20 tab:flex-row tab:items-center tab:justify-between tab:gap-8 tab:px-12"
    >
      <style href="membership-bar-space" precedence="default">
        {reserveSpace}
      </style>
      <div className="min-w-0">
        {applicationTitle ? <p className="truncate text-xs uppercase tracking-widest">{applicationTitle}</p> : null}
        <h2 id={headingId} className="truncate font-display text-lg uppercase tracking-wide xl:text-xl">
          {membershipHeading}
        </h2>
      </div>
      <div className="flex shrink-0 items-center gap-3 tab:gap-6">
        <ModalButton
          kind="sheet"
          title={membershipHeading}
          content={<LandingDetails {...props} />}
          className="btn btn-outline flex-1 whitespace-nowrap tab:flex-none tab:border-transparent tab:px-2 tab:underline tab:underline-offset-4"
        >
          {moreDetailsText || 'More details'}
        </ModalButton>
        <CmsLink href={applicationLink || DEFAULT_APPLICATION_LINK} className="btn btn-light flex-1 whitespace-nowrap tab:flex-none">
          {buttonText || 'Apply now'}
        </CmsLink>
      </div>
    </section>
  )
}

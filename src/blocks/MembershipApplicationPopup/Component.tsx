import type { MembershipApplicationPopupBlock } from '@/payload-types'
import { sectionColours } from '@/lib/ui/colours'
import { ModalButton, ModalLink } from '@/lib/ui/modal/modal-trigger.client'
import { asColour, buttonOn, PlainText } from '@/lib/ui/section-text'

import type { BlockContext } from '../types'

type Props = Partial<Omit<MembershipApplicationPopupBlock, 'blockType'>> & BlockContext

export const BOOK_A_TOUR_LABEL = 'book a tour'
export const CONTINUE_LABEL = 'continue'

/**
 * The membership application popup (spec 000 section 2, document 2): a button on the page opens
 * it; "book a tour" and "continue" each close it and go to their page.
 */
export default function MembershipApplicationPopupComponent(props: Props) {
  const { intro, openButtonText, title, description, bookATourLink, continueLink, colour } = props
  if (!title) return null
  const tone = asColour(colour)
  const choices = (
    <div className="mt-8 flex flex-col gap-3 tab:flex-row">
      <ModalLink href={bookATourLink || '/membership/book-a-tour'} className="btn btn-outline flex-1">
        {BOOK_A_TOUR_LABEL}
      </ModalLink>
      <ModalLink href={continueLink || '/membership-application'} className="btn btn-dark flex-1">
        {CONTINUE_LABEL}
      </ModalLink>
    </div>
  )
  return (
    <section className={`px-6 py-12 tab:px-12 xl:py-16 ${sectionColours[tone]}`}>
      <div className="mx-auto max-w-3xl text-center">
        <PlainText text={intro} className="mb-6 text-lg" />
        <ModalButton kind="sheet" title={title} description={description ?? undefined} content={choices} className={buttonOn(tone)}>
          {openButtonText || 'Apply for membership'}
        </ModalButton>
      </div>
    </section>
  )
}

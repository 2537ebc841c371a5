import type { PopupBlockBlock } from '@/payload-types'
import { sectionColours } from '@/lib/ui/colours'
import { phoneText, telHref } from '@/lib/ui/contact'
import { ModalButton, ModalLink } from '@/lib/ui/modal/modal-trigger.client'
import { asColour, buttonOn } from '@/lib/ui/section-text'
import { BulletList } from '@/lib/ui/BulletList'

import type { BlockContext } from '../types'

type Props = Partial<Omit<PopupBlockBlock, 'blockType'>> & BlockContext

/** The spec's cap on bullet points. */
export const MAX_BULLETS = 6

function CallUs({ ctaText, phoneNumber, className }: { ctaText?: string | null; phoneNumber?: string | null; className?: string }) {
  if (!ctaText && !phoneNumber) return null
  return (
    <p className={className}>
      {ctaText ? <span className="block">{ctaText}</span> : null}
      {phoneNumber ? (
        <a href={telHref(phoneNumber)} className="font-display text-2xl underline underline-offset-4">
          {phoneText(phoneNumber)}
        </a>
      ) : null}
    </p>
  )
}

/**
 * Popup block (spec 000 section 3): a card with the title, sub-titles and the call to action with
 * a phone number to tap; a button opens the bullet points (at most six) in a modal.
 */
export default function PopupBlockComponent(props: Props) {
  const { title, subTitles, bulletPoints, buttonText, ctaText, phoneNumber, colour } = props
  if (!title) return null
  const subs = (subTitles ?? []).filter((s) => s?.text)
  const bullets = (bulletPoints ?? []).filter((b) => b?.text).slice(0, MAX_BULLETS)
  const tone = asColour(colour)
  const details = (
    <div data-popup-details="">
      <BulletList items={bullets} />
      {phoneNumber ? (
        <p className="mt-8">
          {ctaText ? <span className="block">{ctaText}</span> : null}
          <ModalLink href={telHref(phoneNumber)} className="font-display text-2xl underline underline-offset-4">
            {phoneText(phoneNumber)}
          </ModalLink>
        </p>
      ) : null}
    </div>
  )
  return (
    <section className="px-6 py-12 tab:px-12 xl:py-16">
      <div className={`mx-auto max-w-3xl border border-ink/10 px-6 py-10 text-center tab:px-12 ${sectionColours[tone]}`}>
        <h2 className="font-display text-3xl uppercase tracking-wide xl:text-4xl">{title}</h2>
        {subs.map((s, i) => (
          <p key={s.id ?? i} className={i === 0 ? 'mt-4 text-lg' : 'mt-2'}>
            {s.text}
          </p>
        ))}
        {bullets.length ? (
          <ModalButton kind="sheet" title={title} content={details} className={`${buttonOn(tone)} mt-8`}>
            {buttonText || "See what's included"}
          </ModalButton>
        ) : null}
        <CallUs ctaText={ctaText} phoneNumber={phoneNumber} className="mt-8" />
      </div>
    </section>
  )
}

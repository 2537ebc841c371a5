import type { OfferBlockBlock } from '@/payload-types'
import { CmsLink } from '@/lib/ui/CmsLink'
import { NEW_TAB_HINT } from '@/lib/ui/contact'
import { MediaImage, isMediaDoc } from '@/lib/ui/MediaImage'
import { PlainText } from '@/lib/ui/section-text'

import type { BlockContext } from '../types'
import { OfferScrollButton } from './Component.client'

type Props = Partial<Omit<OfferBlockBlock, 'blockType'>> & BlockContext

const BUTTON = 'btn btn-dark'

/** The button: scrolls to the page's form (default), goes to a link, or opens a file in a new tab. */
function offerButton({ buttonText, buttonAction, buttonLink, buttonFile, pagePath }: Props) {
  if (!buttonText) return null
  if (buttonAction === 'link') {
    return buttonLink ? (
      <CmsLink href={buttonLink} className={BUTTON}>
        {buttonText}
      </CmsLink>
    ) : null
  }
  if (buttonAction === 'file') {
    return isMediaDoc(buttonFile) && buttonFile.url ? (
      <a href={buttonFile.url} target="_blank" rel="noopener noreferrer" className={BUTTON}>
        {buttonText}
        <span className="sr-only"> {NEW_TAB_HINT}</span>
      </a>
    ) : null
  }
  return <OfferScrollButton label={buttonText} pagePath={pagePath} className={BUTTON} />
}

/** An offer: image, title, text, bullet rows with icons, price rows, a button and small print. */
export default function OfferBlockComponent(props: Props) {
  const { title, bodyText, iconTextRepeater, bottomText, topImage, imageOnLeft, backgroundColourAsBoolean, isFulhamOfferPage, isFirst, picturesFirst = isFirst } = props
  if (!title) return null
  const points = (iconTextRepeater ?? []).filter((p) => p?.pointText)
  const prices = [
    { label: props.joiningFee || 'Joining fee', price: props.joiningFeePrice },
    { label: props.membershipPrice || 'Membership', price: props.membershipPricePrice },
  ].filter((row) => row.price)
  const hasImage = isMediaDoc(topImage)
  const button = offerButton(props)
  return (
    <section
      data-offer
      className={`px-6 py-16 text-ink tab:px-12 xl:py-24 ${backgroundColourAsBoolean ? 'bg-blush' : 'bg-white'}`}
    >
      <div className={`mx-auto grid max-w-6xl items-center gap-10 xl:gap-16 ${hasImage ? 'tab:grid-cols-2' : '[&>*]:max-w-3xl'}`}>
        {hasImage ? (
          <div data-image-side={imageOnLeft ? 'left' : 'right'} className={imageOnLeft ? '' : 'tab:order-last'}>
            <MediaImage media={topImage} sizes="(min-width: 1280px) 544px, (min-width: 834px) calc(50vw - 68px), calc(100vw - 48px)" priority={picturesFirst} className="h-auto w-full" />
          </div>
        ) : null}
        <div>
          {isFulhamOfferPage ? <p className="mb-3 text-sm font-semibold uppercase tracking-[0.3em]">Fulham</p> : null}
          <h2 className="font-display text-3xl uppercase tracking-wide xl:text-4xl">{title}</h2>
          <PlainText text={bodyText} className="mt-6" />
          {points.length ? (
            <ul className="mt-8 space-y-4">
              {points.map((p, i) => (
                <li key={p.id ?? i} className="flex items-center gap-4">
                  {isMediaDoc(p.icon) ? (
                    <span aria-hidden="true" className="block size-8 shrink-0">
                      <MediaImage media={p.icon} sizes="32px" className="size-8 object-contain" />
                    </span>
                  ) : (
                    <span aria-hidden="true" className="block size-2 shrink-0 rounded-full bg-current" />
                  )}
                  <span>{p.pointText}</span>
                </li>
              ))}
            </ul>
          ) : null}
          {prices.length ? (
            <dl className="mt-8 border-t border-current/20">
              {prices.map((row, i) => (
                <div key={i} className="flex items-baseline justify-between gap-6 border-b border-current/20 py-4">
                  <dt className="text-sm font-semibold uppercase tracking-widest">{row.label}</dt>
                  <dd className="font-display text-2xl">{row.price}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          {button ? <div className="mt-8">{button}</div> : null}
          <PlainText text={bottomText} className="mt-6 text-sm" />
        </div>
      </div>
    </section>
  )
}

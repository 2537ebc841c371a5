import type { MembershipSummaryBlock } from '@/payload-types'
import { CmsLink } from '@/lib/ui/CmsLink'
import { sectionColours } from '@/lib/ui/colours'
import { MediaImage, isMediaDoc } from '@/lib/ui/MediaImage'
import { asColour, buttonOn, PlainText } from '@/lib/ui/section-text'
import { BulletList } from '@/lib/ui/BulletList'

import type { BlockContext } from '../types'

type Props = Partial<Omit<MembershipSummaryBlock, 'blockType'>> & BlockContext

/** One membership type at a glance: its name, price, what it includes and a button to apply. */
export default function MembershipSummaryComponent(props: Props) {
  const { title, subTitle, priceLine, priceNote, benefits, buttonText, buttonLink, image, colour, isFirst, picturesFirst = isFirst } = props
  if (!title) return null
  const tone = asColour(colour)
  const hasImage = isMediaDoc(image)
  return (
    <section className={`px-6 py-16 tab:px-12 xl:py-24 ${sectionColours[tone]}`}>
      <div className={`mx-auto max-w-6xl ${hasImage ? 'grid items-center gap-10 tab:grid-cols-2 xl:gap-16' : ''}`}>
        {hasImage ? (
          <div className="relative aspect-[4/5] overflow-hidden tab:order-2">
            <MediaImage media={image} fill sizes="(min-width: 1280px) 544px, (min-width: 834px) calc(50vw - 68px), calc(100vw - 48px)" priority={picturesFirst} className="object-cover" />
          </div>
        ) : null}
        <div className={hasImage ? '' : 'max-w-3xl'}>
          <h2 className="font-display text-3xl uppercase tracking-wide xl:text-4xl">{title}</h2>
          <PlainText text={subTitle} className="mt-4" />
          {priceLine ? <p className="mt-6 font-display text-2xl">{priceLine}</p> : null}
          {priceNote ? <p className="mt-1 text-sm">{priceNote}</p> : null}
          <BulletList items={benefits} className="mt-8 space-y-3 border-t border-current/20 pt-6" />
          {buttonText && buttonLink ? (
            <CmsLink href={buttonLink} className={`${buttonOn(tone)} mt-10`}>
              {buttonText}
            </CmsLink>
          ) : null}
        </div>
      </div>
    </section>
  )
}

import type { FeatureHeaderBlock } from '@/payload-types'
import { CmsLink } from '@/lib/ui/CmsLink'
import { sectionColours } from '@/lib/ui/colours'
import { MediaImage, isMediaDoc } from '@/lib/ui/MediaImage'
import { asColour, buttonOn, PlainText } from '@/lib/ui/section-text'

import type { BlockContext } from '../types'

/** Spec 000 section 2: feature header call-to-action buttons are capped at 2, however many are stored. */
const FEATURE_HEADER_MAX_BUTTONS = 2

type Props = Partial<Omit<FeatureHeaderBlock, 'blockType'>> & BlockContext

/** A heading, introduction, optional image and at most two call-to-action buttons. */
export default function FeatureHeaderComponent({ title, text, image, buttons, colour, isFirst, picturesFirst = isFirst }: Props) {
  const hasImage = isMediaDoc(image)
  const links = (buttons ?? []).filter((b) => b?.label && b.link).slice(0, FEATURE_HEADER_MAX_BUTTONS)
  if (!title && !text?.trim() && !hasImage) return null
  const c = asColour(colour)
  // The page's first module is its header: its heading is the page's h1.
  const Heading = isFirst ? 'h1' : 'h2'
  return (
    <section className={`px-6 py-16 tab:px-12 xl:py-24 ${sectionColours[c]}`}>
      <div className={`mx-auto grid max-w-6xl items-center gap-10 ${hasImage ? 'tab:grid-cols-2 xl:gap-16' : ''}`}>
        <div>
          {title ? <Heading className="font-display text-4xl uppercase tracking-wide xl:text-5xl">{title}</Heading> : null}
          <PlainText text={text} className="mt-6 text-lg" />
          {links.length ? (
            <div className="mt-8 flex flex-wrap gap-4">
              {links.map((b, i) => (
                <CmsLink key={b.id ?? i} href={b.link} className={i === 0 ? buttonOn(c) : 'btn btn-outline'}>
                  {b.label}
                </CmsLink>
              ))}
            </div>
          ) : null}
        </div>
        {hasImage ? (
          <MediaImage media={image} sizes="(min-width: 1280px) 544px, (min-width: 834px) calc(50vw - 68px), calc(100vw - 48px)" priority={picturesFirst} className="h-auto w-full" />
        ) : null}
      </div>
    </section>
  )
}

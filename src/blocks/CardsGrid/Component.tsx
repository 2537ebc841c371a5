import type { CardsGridBlock } from '@/payload-types'
import { TRUNCATE, truncate } from '@/lib/text/truncate'
import { CmsLink } from '@/lib/ui/CmsLink'
import { sectionColours } from '@/lib/ui/colours'
import { MediaImage, isMediaDoc } from '@/lib/ui/MediaImage'
import { asColour, buttonOn } from '@/lib/ui/section-text'

import type { BlockContext } from '../types'

type Props = Partial<Omit<CardsGridBlock, 'blockType'>> & BlockContext

/** A grid of cards: image, title, text cut at 347 characters and up to two buttons. */
export default function CardsGridComponent({ title, cards, colour, isFirst }: Props) {
  const shown = (cards ?? []).filter((c) => c?.subHeading)
  if (!shown.length) return null
  const c = asColour(colour)
  const CardHeading = title ? 'h3' : 'h2'
  return (
    <section className={`px-6 py-16 tab:px-12 xl:py-24 ${sectionColours[c]}`}>
      <div className="mx-auto max-w-6xl">
        {title ? <h2 className="mb-10 font-display text-3xl uppercase tracking-wide xl:text-4xl">{title}</h2> : null}
        <ul className="grid gap-x-8 gap-y-12 tab:grid-cols-2 xl:grid-cols-3">
          {shown.map((card, i) => {
            const buttons = (card.buttons ?? []).filter((b) => b?.label && b.link)
            return (
              <li key={card.id ?? i} className="flex flex-col">
                {isMediaDoc(card.image) ? (
                  <div className="relative mb-5 aspect-[3/2] overflow-hidden bg-stone">
                    <MediaImage
                      media={card.image}
                      fill
                      sizes="(min-width: 1280px) 363px, (min-width: 834px) calc(50vw - 64px), calc(100vw - 48px)"
                      priority={isFirst && i === 0}
                      className="object-cover"
                    />
                  </div>
                ) : null}
                <CardHeading className="font-display text-2xl uppercase tracking-wide">{card.subHeading}</CardHeading>
                {card.body ? <p className="mt-3 whitespace-pre-line leading-relaxed">{truncate(card.body, TRUNCATE.cardBody)}</p> : null}
                {buttons.length ? (
                  <div className="mt-auto flex flex-wrap gap-3 pt-6">
                    {buttons.map((b, j) => (
                      <CmsLink key={b.id ?? j} href={b.link} className={j === 0 ? buttonOn(c) : 'btn btn-outline'}>
                        {b.label}
                      </CmsLink>
                    ))}
                  </div>
                ) : null}
              </li>
            )
          })}
        </ul>
      </div>
    </section>
  )
}

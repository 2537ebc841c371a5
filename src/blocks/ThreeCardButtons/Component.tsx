import type { ThreeCardButtonsBlock } from '@/payload-types'
import { CmsLink } from '@/lib/ui/CmsLink'
import { MediaImage } from '@/lib/ui/MediaImage'

import type { BlockContext } from '../types'

const MAX_CARD_BUTTONS = 3

type Props = Partial<Omit<ThreeCardButtonsBlock, 'blockType'>> & BlockContext

/** Up to three large picture cards, each one link named by its label. */
export default function ThreeCardButtonsComponent({ title, cards, isFirst }: Props) {
  const shown = (cards ?? []).filter((c) => c?.label && c.link).slice(0, MAX_CARD_BUTTONS)
  if (!shown.length) return null
  return (
    <section className="bg-white px-6 py-16 text-ink tab:px-12 xl:py-24">
      <div className="mx-auto max-w-6xl">
        {title ? <h2 className="mb-10 font-display text-3xl uppercase tracking-wide xl:text-4xl">{title}</h2> : null}
        <ul className="grid gap-6 tab:grid-cols-3">
          {shown.map((card, i) => (
            <li key={card.id ?? i}>
              <CmsLink href={card.link} className="group block bg-ink text-white">
                {/* The label names the link; the picture only illustrates it. */}
                <span aria-hidden="true" className="relative block aspect-[4/5] overflow-hidden bg-stone">
                  <MediaImage
                    media={card.image}
                    fill
                    sizes="(min-width: 1280px) 368px, (min-width: 834px) calc(33.3vw - 48px), calc(100vw - 48px)"
                    priority={isFirst && i === 0}
                    className="object-cover transition-transform duration-500 motion-safe:group-hover:scale-105"
                  />
                </span>
                <span className="flex items-center justify-between gap-4 px-5 py-4 font-display text-xl uppercase tracking-wide">
                  {card.label}
                  <span aria-hidden="true">→</span>
                </span>
              </CmsLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

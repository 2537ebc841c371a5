import type { GetInTouchBlock } from '@/payload-types'
import type { BlockContext } from '@/blocks/types'
import { truncate, TRUNCATE } from '@/lib/text/truncate'
import { CmsLink } from '@/lib/ui/CmsLink'
import { sectionColours } from '@/lib/ui/colours'
import { MediaImage } from '@/lib/ui/MediaImage'

type Props = Partial<Omit<GetInTouchBlock, 'blockType'>> & BlockContext
type Card = GetInTouchBlock['items'][number]

const ORDINALS = ['One', 'Two', 'Three'] as const

/** The card's buttons that have both words and somewhere to go, in order, at most three. */
export function cardButtons(card: Card): { text: string; action: string }[] {
  return ORDINALS.flatMap((ordinal) => {
    const text = card[`button${ordinal}Text`]?.trim()
    const action = card[`button${ordinal}Action`]?.trim()
    return text && action ? [{ text, action }] : []
  })
}

export default function GetInTouchComponent({ title, items, colour, isFirst }: Props) {
  const cards = (items ?? []).filter((card) => card?.title)
  if (!cards.length) return null
  const Heading = title ? 'h3' : 'h2'
  const tone = colour === 'black' ? 'btn-light' : 'btn-dark'
  return (
    <section className={`px-6 py-16 tab:px-12 xl:py-24 ${sectionColours[colour ?? 'white']}`}>
      <div className="mx-auto max-w-6xl">
        {title ? <h2 className="mb-10 font-display text-3xl uppercase tracking-wide tab:text-4xl">{title}</h2> : null}
        <ul className="grid gap-12 tab:grid-cols-2 xl:grid-cols-3">
          {cards.map((card, index) => {
            const buttons = cardButtons(card)
            const ctaText = truncate(card.ctaText, TRUNCATE.description)
            const cta = card.ctaButton?.label && card.ctaButton?.link ? card.ctaButton : null
            return (
              <li key={card.id ?? index} className="flex flex-col">
                <MediaImage
                  media={card.image}
                  sizes="(min-width: 1280px) 352px, (min-width: 834px) calc(50vw - 72px), calc(100vw - 48px)"
                  priority={Boolean(isFirst) && index === 0}
                  className="mb-6 aspect-[4/3] h-auto w-full object-cover"
                />
                <Heading className="font-display text-2xl uppercase tracking-wide">{card.title}</Heading>
                {buttons.length ? (
                  <ul className="mt-6 flex flex-col gap-3">
                    {buttons.map((button) => (
                      <li key={button.text}>
                        <CmsLink href={button.action} className={`btn ${tone} w-full`}>
                          {button.text}
                        </CmsLink>
                      </li>
                    ))}
                  </ul>
                ) : null}
                {ctaText ? <p className="mt-6 whitespace-pre-line">{ctaText}</p> : null}
                {cta ? (
                  <CmsLink href={cta.link!} className="btn btn-outline mt-4 self-start">
                    {cta.label}
                  </CmsLink>
                ) : null}
              </li>
            )
          })}
        </ul>
      </div>
    </section>
  )
}

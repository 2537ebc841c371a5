import type { PlacesBlock } from '@/payload-types'
import { TRUNCATE, truncate } from '@/lib/text/truncate'
import { CmsLink } from '@/lib/ui/CmsLink'
import { MediaImage, isMediaDoc } from '@/lib/ui/MediaImage'

import type { BlockContext } from '../types'

/** Spec 000 section 9: the places block shows at most four places, however many are stored. */
const MAX_PLACES = 4

type Props = Partial<Omit<PlacesBlock, 'blockType'>> & BlockContext

const COLUMNS: Record<number, string> = { 1: 'xl:grid-cols-1', 2: 'xl:grid-cols-2', 3: 'xl:grid-cols-3', 4: 'xl:grid-cols-4' }

/** Up to four place cards: image, title, a description cut at 145 characters and a link. */
export default function PlacesComponent({ title, places, isFirst }: Props) {
  const shown = (places ?? []).filter((p) => p?.title).slice(0, MAX_PLACES)
  if (!shown.length) return null
  const TitleTag = title ? 'h3' : 'h2'
  return (
    <section className="bg-white px-6 py-16 text-ink tab:px-12 xl:py-24">
      <div className="mx-auto max-w-6xl">
        {title ? <h2 className="mb-10 font-display text-3xl uppercase tracking-wide xl:text-4xl">{title}</h2> : null}
        <ul className={`grid gap-10 tab:grid-cols-2 ${COLUMNS[shown.length]}`}>
          {shown.map((p, i) => (
            <li key={p.id ?? i} className="flex flex-col">
              {isMediaDoc(p.image) ? (
                <div className="relative mb-5 aspect-[4/5] overflow-hidden bg-stone">
                  <MediaImage
                    media={p.image}
                    fill
                    sizes="(min-width: 1280px) 258px, (min-width: 834px) calc(50vw - 68px), calc(100vw - 48px)"
                    priority={isFirst && i === 0}
                    className="object-cover"
                  />
                </div>
              ) : null}
              <TitleTag className="font-display text-2xl uppercase tracking-wide">{p.title}</TitleTag>
              {p.description ? <p className="mt-3 leading-relaxed">{truncate(p.description, TRUNCATE.place)}</p> : null}
              {p.ctaLink ? (
                <CmsLink href={p.ctaLink} className="mt-5 self-start border-b border-current pb-1 text-sm font-semibold uppercase tracking-widest">
                  {p.ctaTitle || (
                    <>
                      Find out more<span className="sr-only"> about {p.title}</span>
                    </>
                  )}
                </CmsLink>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

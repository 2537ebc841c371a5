import type { LocationOfficesBlock } from '@/payload-types'
import type { BlockContext } from '@/blocks/types'
import { truncate, TRUNCATE } from '@/lib/text/truncate'
import { CmsLink } from '@/lib/ui/CmsLink'
import { sectionColours } from '@/lib/ui/colours'

type Props = Partial<Omit<LocationOfficesBlock, 'blockType'>> & BlockContext

export const DEFAULT_LINK_TEXT = 'View office'

export default function LocationOfficesComponent({ title, intro, offices, colour }: Props) {
  const text = truncate(intro, TRUNCATE.description)
  const list = (offices ?? []).filter((office) => office?.name)
  if (!list.length && !text) return null
  const tone = colour === 'black' ? 'btn-light' : 'btn-dark'
  return (
    <section className={`px-6 py-16 tab:px-12 xl:py-24 ${sectionColours[colour ?? 'white']}`}>
      <div className="mx-auto max-w-6xl">
        <h2 className="font-display text-3xl uppercase tracking-wide tab:text-4xl">{title || 'Offices available'}</h2>
        {text ? <p className="mt-6 max-w-3xl whitespace-pre-line leading-relaxed">{text}</p> : null}
        {list.length ? (
          <ul className="mt-10 border-b border-current">
            {list.map((office, index) => (
              <li
                key={office.id ?? index}
                className="flex flex-col gap-4 border-t border-current py-6 tab:flex-row tab:items-center tab:justify-between tab:gap-8"
              >
                <h3 className="font-display text-2xl uppercase tracking-wide tab:flex-1">{office.name}</h3>
                {office.desks || office.pricePerMonth ? (
                  <dl className="flex flex-wrap gap-x-10 gap-y-3">
                    {office.desks ? (
                      <div>
                        <dt className="text-xs font-semibold uppercase tracking-widest">Desks</dt>
                        <dd className="mt-1 text-lg">{office.desks}</dd>
                      </div>
                    ) : null}
                    {office.pricePerMonth ? (
                      <div>
                        <dt className="text-xs font-semibold uppercase tracking-widest">Price per month</dt>
                        <dd className="mt-1 text-lg">{office.pricePerMonth}</dd>
                      </div>
                    ) : null}
                  </dl>
                ) : null}
                {office.link ? (
                  <CmsLink href={office.link} className={`btn ${tone} self-start tab:self-center`}>
                    {office.linkText || DEFAULT_LINK_TEXT}
                    <span className="sr-only">: {office.name}</span>
                  </CmsLink>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  )
}

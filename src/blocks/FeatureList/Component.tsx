import type { FeatureListBlock } from '@/payload-types'
import { sectionColours } from '@/lib/ui/colours'
import { MediaImage, isMediaDoc } from '@/lib/ui/MediaImage'
import { asColour, PlainText } from '@/lib/ui/section-text'

import type { BlockContext } from '../types'

type Props = Partial<Omit<FeatureListBlock, 'blockType'>> & BlockContext

/** A heading over a list of features (title, text and an optional icon). */
export default function FeatureListComponent({ title, intro, features, colour }: Props) {
  const items = (features ?? []).filter((f) => f?.title)
  if (!items.length && !title) return null
  const ItemHeading = title ? 'h3' : 'h2'
  return (
    <section className={`px-6 py-16 tab:px-12 xl:py-24 ${sectionColours[asColour(colour)]}`}>
      <div className="mx-auto max-w-6xl">
        {title ? <h2 className="font-display text-3xl uppercase tracking-wide xl:text-4xl">{title}</h2> : null}
        <PlainText text={intro} className="mt-6 max-w-3xl" />
        {items.length ? (
          <ul className="mt-10 grid gap-x-12 gap-y-10 tab:grid-cols-2">
            {items.map((f, i) => (
              <li key={f.id ?? i} className="flex gap-5">
                {isMediaDoc(f.icon) ? (
                  <span aria-hidden="true" className="block size-10 shrink-0">
                    <MediaImage media={f.icon} sizes="40px" className="size-10 object-contain" />
                  </span>
                ) : null}
                <div>
                  <ItemHeading className="font-display text-xl uppercase tracking-wide">{f.title}</ItemHeading>
                  {f.text ? <p className="mt-2 leading-relaxed">{f.text}</p> : null}
                </div>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  )
}

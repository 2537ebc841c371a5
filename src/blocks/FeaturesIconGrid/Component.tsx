import type { FeaturesIconGridBlock } from '@/payload-types'
import { MediaImage, isMediaDoc } from '@/lib/ui/MediaImage'
import { PlainText } from '@/lib/ui/section-text'

import type { BlockContext } from '../types'

type Props = Partial<Omit<FeaturesIconGridBlock, 'blockType'>> & BlockContext

/** Light: white icons on ink (default). Dark: black icons on white (spec 000 "dark-icon variant on white"). */
const VARIANTS = {
  light: { section: 'bg-ink text-white', icon: 'brightness-0 invert' },
  dark: { section: 'bg-white text-ink', icon: 'brightness-0' },
} as const

/** A grid of features, each an icon, a title and a line of text. */
export default function FeaturesIconGridComponent({ title, intro, variant, items }: Props) {
  const features = (items ?? []).filter((f) => f?.title)
  if (!features.length) return null
  const v = VARIANTS[variant === 'dark' ? 'dark' : 'light']
  const ItemHeading = title ? 'h3' : 'h2'
  return (
    <section data-variant={variant === 'dark' ? 'dark' : 'light'} className={`px-6 py-16 tab:px-12 xl:py-24 ${v.section}`}>
      <div className="mx-auto max-w-6xl">
        {title ? <h2 className="text-center font-display text-3xl uppercase tracking-wide xl:text-4xl">{title}</h2> : null}
        <PlainText text={intro} className="mx-auto mt-6 max-w-3xl text-center" />
        <ul className={`grid gap-x-8 gap-y-12 tab:grid-cols-2 xl:grid-cols-4 ${title || intro ? 'mt-12' : ''}`}>
          {features.map((f, i) => (
            <li key={f.id ?? i} className="flex flex-col items-center text-center">
              {isMediaDoc(f.icon) ? (
                <span aria-hidden="true" className="mb-5 block size-12">
                  <MediaImage media={f.icon} sizes="48px" className={`size-12 object-contain ${v.icon}`} />
                </span>
              ) : null}
              <ItemHeading className="font-display text-xl uppercase tracking-wide">{f.title}</ItemHeading>
              {f.text ? <p className="mt-3 max-w-xs leading-relaxed">{f.text}</p> : null}
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

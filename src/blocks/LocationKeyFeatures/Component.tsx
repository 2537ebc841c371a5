import type { LocationKeyFeaturesBlock } from '@/payload-types'
import type { BlockContext } from '@/blocks/types'
import { sectionColours } from '@/lib/ui/colours'
import { isMediaDoc, MediaImage } from '@/lib/ui/MediaImage'

type Props = Partial<Omit<LocationKeyFeaturesBlock, 'blockType'>> & BlockContext

export default function LocationKeyFeaturesComponent({ title, features, colour }: Props) {
  const list = (features ?? []).filter((feature) => feature?.text?.trim())
  if (!list.length) return null
  return (
    <section className={`px-6 py-16 tab:px-12 xl:py-24 ${sectionColours[colour ?? 'white']}`}>
      <div className="mx-auto max-w-6xl">
        <h2 className="mb-10 font-display text-3xl uppercase tracking-wide tab:text-4xl">{title || 'Key features'}</h2>
        <ul className="grid gap-x-8 gap-y-6 tab:grid-cols-2 xl:grid-cols-4">
          {list.map((feature, index) => (
            <li key={feature.id ?? index} className="flex items-center gap-4">
              {/* The words say it all: the icon is decoration. */}
              <span aria-hidden="true" className="grid size-10 shrink-0 place-items-center">
                {isMediaDoc(feature.icon) ? (
                  <MediaImage media={feature.icon} sizes="40px" className="size-10 object-contain" />
                ) : (
                  <span data-feature-mark className="block size-2.5 rotate-45 bg-gold" />
                )}
              </span>
              <span>{feature.text}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

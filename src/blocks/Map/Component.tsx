import type { BlockContext } from '@/blocks/types'
import type { MapBlock } from '@/payload-types'
import { sectionColours } from '@/lib/ui/colours'
import { isMediaDoc, MediaImage } from '@/lib/ui/MediaImage'

type Props = Partial<Omit<MapBlock, 'blockType'>> & BlockContext

export const DEFAULT_MAP_LINK_TEXT = 'Open in Google Maps'

/** Google's documented, key-free "search" URL: https://developers.google.com/maps/documentation/urls */
export const googleMapsUrl = (query: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`

/**
 * A club's location. Deliberately no embedded map: the content security policy forbids third-party
 * scripts and frames, and an embed would tell the map provider about every visitor.
 */
export default function MapComponent({ title, address, mapQuery, linkText, mapImage, colour, isFirst = false, picturesFirst = isFirst }: Props) {
  const lines = (address ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
  const query = mapQuery?.trim() || lines.join(', ')
  const picture = isMediaDoc(mapImage) && mapImage.url ? mapImage : null
  if (!query && !picture) return null
  const tone = colour ?? 'white'

  return (
    <section className={`px-6 py-16 tab:px-12 xl:py-24 ${sectionColours[tone]}`}>
      <div className={`mx-auto grid max-w-6xl items-center gap-10 ${picture ? 'tab:grid-cols-[1fr_2fr]' : ''}`}>
        <div>
          {title ? <h2 className="mb-6 font-display text-3xl uppercase tracking-wide tab:text-4xl">{title}</h2> : null}
          {lines.length ? (
            <address className="not-italic leading-relaxed">
              {lines.map((line, index) => (
                <span key={index} className="block">
                  {line}
                </span>
              ))}
            </address>
          ) : null}
          {query ? (
            <a
              href={googleMapsUrl(query)}
              target="_blank"
              rel="noopener noreferrer"
              className={`btn mt-8 ${tone === 'black' ? 'btn-light' : 'btn-dark'}`}
            >
              {linkText?.trim() || DEFAULT_MAP_LINK_TEXT}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : null}
        </div>
        {picture ? (
          <div data-map-image>
            <MediaImage media={picture} sizes="(min-width: 1248px) 741px, (min-width: 834px) calc(66vw - 85px), calc(100vw - 48px)" priority={picturesFirst} className="h-auto w-full" />
          </div>
        ) : null}
      </div>
    </section>
  )
}

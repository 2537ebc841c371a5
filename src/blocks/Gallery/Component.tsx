import type { ReactNode } from 'react'

import type { GalleryBlock } from '@/payload-types'
import { truncate, TRUNCATE } from '@/lib/text/truncate'
import { Carousel } from '@/lib/ui/Carousel.client'
import { isMediaDoc, MediaImage } from '@/lib/ui/MediaImage'

import { GalleryTabs } from './Component.client'
import { GALLERY_MAX_ITEMS, type GalleryPattern } from './config'

type Group = GalleryBlock['groups'][number]
type Item = NonNullable<Group['gallery']>[number]
type Slot = 'wide' | 'square' | 'portrait'
type Props = Partial<Omit<GalleryBlock, 'blockType'>>

/** Each pattern is one row of items of equal height; a group's items fill as many rows as they need. */
export const PATTERNS: Record<GalleryPattern, { slots: Slot[]; grid: string }> = {
  'full-bleed': { slots: ['wide'], grid: 'grid grid-cols-1' },
  'four-squares': { slots: ['square', 'square', 'square', 'square'], grid: 'grid grid-cols-4 gap-4' },
  // Squares 4 units wide and a 3:4 portrait 3 units wide share one height.
  'two-squares-portrait': { slots: ['square', 'square', 'portrait'], grid: 'grid grid-cols-[4fr_4fr_3fr] gap-4' },
  'portrait-two-squares': { slots: ['portrait', 'square', 'square'], grid: 'grid grid-cols-[3fr_4fr_4fr] gap-4' },
}

const SLOT_ASPECT: Record<Slot, string> = { wide: 'aspect-[16/9] xl:aspect-[21/9]', square: 'aspect-square', portrait: 'aspect-[3/4]' }
/*
 * How wide each item is drawn, for the browser to pick a file (measured at 390, 834, 1280 and 1440 px).
 * Tablets and computers: the site edge's content (1152 px from 1248 px; else the screen less 96 px of
 * padding) shared by the pattern's columns less their 16 px gaps; full-bleed spans the screen.
 * Phones: the swipe row's items are 85% of the screen less its 48 px of padding.
 */
const SQUARE_OF_FOUR = '(min-width: 1248px) 276px, calc(25vw - 36px)'
const SQUARE_OF_THREE = '(min-width: 1248px) 408px, calc(36.4vw - 47px)'
const PORTRAIT_OF_THREE = '(min-width: 1248px) 306px, calc(27.3vw - 35px)'
const PATTERN_SIZES: Record<GalleryPattern, string[]> = {
  'full-bleed': ['100vw'],
  'four-squares': [SQUARE_OF_FOUR, SQUARE_OF_FOUR, SQUARE_OF_FOUR, SQUARE_OF_FOUR],
  'two-squares-portrait': [SQUARE_OF_THREE, SQUARE_OF_THREE, PORTRAIT_OF_THREE],
  'portrait-two-squares': [PORTRAIT_OF_THREE, SQUARE_OF_THREE, SQUARE_OF_THREE],
}
const SWIPE_SIZES = 'calc(85vw - 41px)'

type Shown = { key: string; item: Item; media: { kind: 'image'; doc: unknown } | { kind: 'video'; src: string; type?: string } | { kind: 'link'; href: string } }

const isSameOrigin = (url: string) => url.startsWith('/') && !url.startsWith('//')

/** What an item can show: a picture, a playable video file of this site, or a link to a video elsewhere. */
function resolve(item: Item | null | undefined, index: number): Shown | null {
  if (!item) return null
  const key = item.id ?? String(index)
  const file = isMediaDoc(item.file) ? (item.file as { url: string; mimeType?: string | null }) : null
  if (item.mediaType === 'video') {
    if (file?.mimeType?.startsWith('video/')) return { key, item, media: { kind: 'video', src: file.url, type: file.mimeType } }
    const url = item.mediaItemUrl?.trim()
    if (url) return { key, item, media: isSameOrigin(url) ? { kind: 'video', src: url } : { kind: 'link', href: url } }
  }
  if (file && !file.mimeType?.startsWith('video/')) return { key, item, media: { kind: 'image', doc: item.file } }
  return null
}

/** The first 10 items of a group that can be shown (spec 000 section 2). */
export function shownItems(group: Pick<Group, 'gallery'>): Shown[] {
  return (group.gallery ?? [])
    .map(resolve)
    .filter((s): s is Shown => s !== null)
    .slice(0, GALLERY_MAX_ITEMS)
}

const altOf = ({ item, media }: Shown) => {
  const own = item.altText?.trim()
  if (own) return own
  if (media.kind === 'image' && isMediaDoc(media.doc)) return media.doc.alt ?? ''
  return item.caption ?? ''
}

function ItemMedia({ shown, sizes }: { shown: Shown; sizes: string }) {
  const { media } = shown
  const alt = altOf(shown)
  if (media.kind === 'image') {
    return <MediaImage media={{ ...(media.doc as object), alt }} fill sizes={sizes} className="object-cover" />
  }
  if (media.kind === 'video') {
    return (
      <video controls playsInline preload="metadata" aria-label={alt || undefined} className="absolute inset-0 h-full w-full bg-ink object-cover">
        <source src={media.src} type={media.type ?? undefined} />
      </video>
    )
  }
  return (
    <a
      href={media.href}
      target="_blank"
      rel="noopener noreferrer"
      className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-ink p-4 text-center text-white underline-offset-4 hover:underline"
    >
      <span aria-hidden="true" className="grid size-14 place-items-center rounded-full border border-white text-xl">
        ▶︎
      </span>
      <span>
        Watch the video{alt ? `: ${alt}` : ''}
        <span className="sr-only"> (opens in a new tab)</span>
      </span>
    </a>
  )
}

function GalleryItem({ shown, slot, sizes }: { shown: Shown; slot: Slot; sizes: string }) {
  const caption = truncate(shown.item.caption, TRUNCATE.caption)
  const description = truncate(shown.item.description, TRUNCATE.description)
  return (
    <figure data-slot={slot} className="min-w-0">
      <div className={`relative overflow-hidden bg-stone ${SLOT_ASPECT[slot]}`}>
        <ItemMedia shown={shown} sizes={sizes} />
      </div>
      {caption || description ? (
        <figcaption className="mt-2 text-sm">
          {caption ? <span className="block font-semibold">{caption}</span> : null}
          {description ? <span className="mt-1 block text-ink/80">{description}</span> : null}
        </figcaption>
      ) : null}
    </figure>
  )
}

/** Rows of the pattern, e.g. 10 items in four-squares make rows of 4, 4 and 2. */
export function patternRows(items: Shown[], pattern: GalleryPattern): Shown[][] {
  const size = PATTERNS[pattern].slots.length
  const rows: Shown[][] = []
  for (let i = 0; i < items.length; i += size) rows.push(items.slice(i, i + size))
  return rows
}

function PatternRow({ items, pattern }: { items: Shown[]; pattern: GalleryPattern }) {
  const { slots, grid } = PATTERNS[pattern]
  return (
    <div data-pattern={pattern} className={`items-start ${grid}`}>
      {items.map((shown, index) => (
        <GalleryItem key={shown.key} shown={shown} slot={slots[index] ?? 'square'} sizes={PATTERN_SIZES[pattern][index] ?? SQUARE_OF_FOUR} />
      ))}
    </div>
  )
}

/** A group on tablets and computers: its rows in a slideshow, or all of them one under another. */
function GroupPanel({ group, items, pattern }: { group: Group; items: Shown[]; pattern: GalleryPattern }) {
  const rows = patternRows(items, pattern).map((row, index) => <PatternRow key={index} items={row} pattern={pattern} />)
  const bleed = pattern === 'full-bleed'
  const description = truncate(group.description, TRUNCATE.description)
  return (
    <div data-gallery-group={group.title}>
      {description ? <p className="site-edge mb-8">{description}</p> : null}
      <div className={bleed ? '' : 'site-edge'}>
        {group.showSlider !== false && rows.length > 1 ? (
          <Carousel label={`${group.title}: pictures`} loop tone="light" slideClassName="min-w-0 shrink-0 grow-0 basis-full">
            {rows}
          </Carousel>
        ) : (
          <div className="flex flex-col gap-4">{rows}</div>
        )}
      </div>
    </div>
  )
}

/** A group on phones: a row of items to swipe through (CSS scroll snapping, no JavaScript). */
function MobileGroup({ group, items, Heading }: { group: Group; items: Shown[]; Heading: 'h2' | 'h3' }) {
  const description = truncate(group.description, TRUNCATE.description)
  return (
    <div data-gallery-mobile-group={group.title} className="mb-12 last:mb-0">
      <div className="px-6">
        <Heading className="font-display text-2xl uppercase tracking-wide">{group.title}</Heading>
        {description ? <p className="mt-3">{description}</p> : null}
      </div>
      {/* Named apart from the wide layout's slideshow of the same group: both are in the HTML, one
          shown by CSS, and landmarks of a page have names of their own (decision 049). */}
      <section aria-label={`${group.title}: row of pictures`} tabIndex={0} className="mt-6 snap-x snap-mandatory overflow-x-auto scroll-px-6 pb-4">
        <ul className="flex gap-4 px-6">
          {items.map((shown) => (
            <li key={shown.key} className="w-[85%] shrink-0 snap-start">
              <GalleryItem shown={shown} slot="portrait" sizes={SWIPE_SIZES} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}

export default function GalleryComponent({ title, pattern: chosen, groups }: Props) {
  const pattern: GalleryPattern = chosen && chosen in PATTERNS ? chosen : 'full-bleed'
  const shown = (groups ?? [])
    .filter((group): group is Group => Boolean(group?.title))
    .map((group) => ({ group, items: shownItems(group) }))
    .filter(({ items }) => items.length > 0)
  if (!shown.length) return null
  const GroupHeading = title ? 'h3' : 'h2'

  let wide: ReactNode
  const [only] = shown
  if (shown.length === 1 && only) {
    const { group, items } = only
    wide = (
      <>
        <div className="site-edge">
          <GroupHeading className="mb-6 font-display text-2xl uppercase tracking-wide">{group.title}</GroupHeading>
        </div>
        <GroupPanel group={group} items={items} pattern={pattern} />
      </>
    )
  } else {
    wide = (
      <GalleryTabs
        label={title ? `${title}: groups` : 'Gallery groups'}
        tabs={shown.map(({ group, items }) => ({ title: group.title, content: <GroupPanel group={group} items={items} pattern={pattern} /> }))}
      />
    )
  }

  return (
    <section className="bg-white py-16 text-ink xl:py-24">
      {title ? (
        <div className="site-edge">
          <h2 className="mb-8 font-display text-3xl uppercase tracking-wide tab:text-4xl">{title}</h2>
        </div>
      ) : null}
      {/* Both layouts are rendered on the server and switched by CSS at 834 px: no JavaScript, no shift. */}
      <div data-gallery-layout="mobile" className="tab:hidden">
        {shown.map(({ group, items }) => (
          <MobileGroup key={group.id ?? group.title} group={group} items={items} Heading={GroupHeading} />
        ))}
      </div>
      <div data-gallery-layout="wide" className="hidden tab:block">
        {wide}
      </div>
    </section>
  )
}

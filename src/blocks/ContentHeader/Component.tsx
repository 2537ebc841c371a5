import type { ContentHeaderBlock } from '@/payload-types'
import { sectionColours } from '@/lib/ui/colours'
import { TRUNCATE, truncate } from '@/lib/text/truncate'

import type { BlockContext } from '../types'

type Props = Omit<ContentHeaderBlock, 'blockType'> & BlockContext

/** The top of a page without a hero. As the first module it holds the page's only h1. */
export default function ContentHeaderComponent({ eyebrow, title, intro, colour, isFirst }: Props) {
  if (!title) return null
  const Heading = isFirst ? 'h1' : 'h2'
  const text = truncate(intro, TRUNCATE.description)
  return (
    <section className={`px-6 pb-12 pt-16 tab:px-12 xl:pb-16 xl:pt-24 ${sectionColours[colour ?? 'white'] ?? sectionColours.white}`}>
      <div className="mx-auto max-w-6xl">
        {eyebrow ? <p className="mb-4 text-xs font-semibold uppercase tracking-[0.3em]">{eyebrow}</p> : null}
        <Heading className="font-display text-4xl uppercase tracking-wide [overflow-wrap:anywhere] tab:text-5xl xl:text-7xl">{title}</Heading>
        {text ? <p className="mt-6 max-w-2xl text-lg leading-relaxed">{text}</p> : null}
      </div>
    </section>
  )
}

import type { HeadingAndSubheadingBlock } from '@/payload-types'
import { sectionColours } from '@/lib/ui/colours'
import { TRUNCATE, truncate } from '@/lib/text/truncate'

import type { BlockContext } from '../types'

type Props = Omit<HeadingAndSubheadingBlock, 'blockType' | 'alignment'> & { alignment?: HeadingAndSubheadingBlock['alignment'] | null } & BlockContext

/** A heading with a supporting line under it, left-aligned or centred. */
export default function HeadingAndSubheadingComponent({ heading, subheading, alignment, colour, isFirst = false }: Props) {
  const Heading = isFirst ? 'h1' : 'h2'
  if (!heading) return null
  const centred = alignment === 'centre'
  const text = truncate(subheading, TRUNCATE.description)
  return (
    <section className={`px-6 py-10 tab:px-12 xl:py-14 ${centred ? 'text-center' : ''} ${sectionColours[colour ?? 'white'] ?? sectionColours.white}`}>
      <div className={`mx-auto ${centred ? 'max-w-3xl' : 'max-w-6xl'}`}>
        <Heading className="font-display text-3xl uppercase tracking-wide [overflow-wrap:anywhere] tab:text-4xl">{heading}</Heading>
        {text ? <p className={`mt-3 max-w-2xl text-base leading-relaxed tab:text-lg ${centred ? 'mx-auto' : ''}`}>{text}</p> : null}
      </div>
    </section>
  )
}

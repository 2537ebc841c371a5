import type { TitleSectionBlock } from '@/payload-types'
import { sectionColours } from '@/lib/ui/colours'
import { TRUNCATE, truncate } from '@/lib/text/truncate'

import type { BlockContext } from '../types'

type Props = Omit<TitleSectionBlock, 'blockType'> & BlockContext

/** A centred section title with an optional subtitle. */
export default function TitleSectionComponent({ title, subTitle, colour, isFirst = false }: Props) {
  const Heading = isFirst ? 'h1' : 'h2'
  if (!title) return null
  const text = truncate(subTitle, TRUNCATE.description)
  return (
    <section className={`px-6 py-12 text-center tab:px-12 xl:py-16 ${sectionColours[colour ?? 'white'] ?? sectionColours.white}`}>
      <div className="mx-auto max-w-6xl [&>*]:max-w-3xl">
        <Heading className="font-display text-3xl uppercase tracking-wide [overflow-wrap:anywhere] tab:text-4xl xl:text-5xl">{title}</Heading>
        {text ? <p className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed">{text}</p> : null}
      </div>
    </section>
  )
}

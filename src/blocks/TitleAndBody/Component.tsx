import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

import { CmsRichText } from '@/lib/ui/CmsRichText'
import { sectionColours } from '@/lib/ui/colours'

import type { BlockContext } from '../types'

type Props = { title?: string | null; body?: SerializedEditorState | null; background?: 'white' | 'black' | 'pink' | null } & BlockContext

export default function TitleAndBodyComponent({ title, body, background, isFirst = false }: Props) {
  // Opening a page without a hero, the title is the page's h1.
  const Heading = isFirst ? 'h1' : 'h2'
  return (
    <section className={`px-6 py-16 md:px-12 lg:py-24 ${sectionColours[background ?? 'white']}`}>
      <div className="mx-auto max-w-6xl [&>*]:max-w-3xl">
        {title ? <Heading className="mb-6 font-display text-3xl uppercase tracking-wide md:text-4xl">{title}</Heading> : null}
        {body ? <CmsRichText data={body} className="prose-club" /> : null}
      </div>
    </section>
  )
}

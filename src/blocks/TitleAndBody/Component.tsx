import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

import { CmsRichText } from '@/lib/ui/CmsRichText'
import { sectionColours } from '@/lib/ui/colours'

type Props = { title?: string | null; body?: SerializedEditorState | null; background?: 'white' | 'black' | 'pink' | null }

export default function TitleAndBodyComponent({ title, body, background }: Props) {
  return (
    <section className={`px-6 py-16 md:px-12 lg:py-24 ${sectionColours[background ?? 'white']}`}>
      <div className="mx-auto max-w-3xl">
        {title ? <h2 className="mb-6 font-display text-3xl uppercase tracking-wide md:text-4xl">{title}</h2> : null}
        {body ? <CmsRichText data={body} className="prose-club" /> : null}
      </div>
    </section>
  )
}

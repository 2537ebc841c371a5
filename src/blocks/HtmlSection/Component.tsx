import type { HtmlSectionBlock } from '@/payload-types'
import { sanitize } from '@/lib/html/sanitize'
import { sectionColours } from '@/lib/ui/colours'

import type { BlockContext } from '../types'

type Props = Omit<HtmlSectionBlock, 'blockType' | 'html'> & { html?: string | null } & BlockContext

/**
 * HTML pasted by staff. It is cleaned on the server (no scripts, handlers, styles, frames, forms or
 * javascript: URLs) and only the cleaned markup reaches the page.
 */
export default function HtmlSectionComponent({ title, html, colour }: Props) {
  const clean = sanitize(html).trim()
  if (!clean) return null
  return (
    <section className={`px-6 py-12 tab:px-12 xl:py-16 ${sectionColours[colour ?? 'white'] ?? sectionColours.white}`}>
      <div className="mx-auto max-w-6xl [&>*]:max-w-3xl">
        {title ? <h2 className="mb-6 font-display text-3xl uppercase tracking-wide [overflow-wrap:anywhere] tab:text-4xl">{title}</h2> : null}
        <div
          className="prose-club [overflow-wrap:anywhere] [&_img]:h-auto [&_img]:max-w-full [&_table]:mb-4 [&_table]:w-full [&_table]:border-collapse [&_td]:border-t [&_td]:border-current [&_td]:py-2 [&_td]:pr-4 [&_th]:py-2 [&_th]:pr-4 [&_th]:text-left"
          dangerouslySetInnerHTML={{ __html: clean }}
        />
      </div>
    </section>
  )
}

import type { BigTitleLinkListBlock } from '@/payload-types'
import { CmsLink } from '@/lib/ui/CmsLink'
import { sectionColours } from '@/lib/ui/colours'

import type { BlockContext } from '../types'

type Props = Omit<BigTitleLinkListBlock, 'blockType' | 'links'> & { links?: BigTitleLinkListBlock['links'] | null } & BlockContext

/** Very large words, one link per row (e.g. the four clubs). Rows missing a label or link are skipped. */
export default function BigTitleLinkListComponent({ title, links, colour }: Props) {
  const rows = (links ?? []).filter((row) => row?.label && row?.link)
  if (!rows.length) return null
  return (
    <section className={`px-6 py-12 tab:px-12 xl:py-20 ${sectionColours[colour ?? 'white'] ?? sectionColours.white}`}>
      <div className="mx-auto max-w-6xl">
        {title ? <h2 className="mb-6 text-sm font-semibold uppercase tracking-[0.3em]">{title}</h2> : null}
        <ul className="border-t border-current">
          {rows.map((row, index) => (
            <li key={row.id ?? index} className="border-b border-current">
              <CmsLink
                href={row.link}
                className="group flex items-center justify-between gap-4 py-5 font-display-light text-[clamp(1.75rem,6vw,5.5rem)] font-light leading-none [overflow-wrap:anywhere] hover:underline hover:decoration-2 hover:underline-offset-8 tab:gap-6 tab:py-6"
              >
                <span>{row.label}</span>
                <span aria-hidden="true" className="shrink-0 text-2xl transition-transform group-hover:translate-x-2 motion-reduce:transition-none tab:text-4xl">
                  →
                </span>
              </CmsLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { safeHref } from '@/lib/html/safe-href'

import { CmsRichText } from './CmsRichText'

const text = (value: string) => ({ type: 'text', text: value, version: 1, format: 0, style: '', mode: 'normal', detail: 0 })
const link = (type: 'link' | 'autolink', fields: Record<string, unknown>, label: string) => ({
  type,
  version: 3,
  direction: 'ltr',
  format: '',
  indent: 0,
  fields,
  children: [text(label)],
})
const doc = (...children: unknown[]) =>
  ({ root: { type: 'root', version: 1, direction: 'ltr', format: '', indent: 0, children: [{ type: 'paragraph', version: 1, direction: 'ltr', format: '', indent: 0, children }] } }) as never

describe('CmsRichText', () => {
  it('keeps the words of a link to an unsafe address and drops the link', () => {
    const html = renderToStaticMarkup(
      <CmsRichText data={doc(link('link', { url: 'javascript:alert(1)', linkType: 'custom' }, 'Click'), link('autolink', { url: 'data:text/html,x' }, 'Data'))} />,
    )
    expect(html).toContain('Click')
    expect(html).toContain('Data')
    expect(html).not.toMatch(/<a|javascript|data:/)
  })

  it('links to pages of the site by their path, and opens other sites safely in a new tab when asked', () => {
    const html = renderToStaticMarkup(
      <CmsRichText
        data={doc(
          link('link', { linkType: 'internal', doc: { relationTo: 'pages', value: { id: 3, path: '/fulham' } } }, 'Fulham'),
          link('link', { linkType: 'custom', url: 'https://www.tfl.gov.uk', newTab: true }, 'TfL'),
          link('autolink', { url: 'mailto:events@clubhouse.london' }, 'events@clubhouse.london'),
        )}
      />,
    )
    expect(html).toContain('<a href="/fulham">Fulham</a>')
    expect(html).toContain('<a href="https://www.tfl.gov.uk" target="_blank" rel="noopener noreferrer">TfL</a>')
    expect(html).toContain('<a href="mailto:events@clubhouse.london">events@clubhouse.london</a>')
  })

  it('shows text that looks like HTML as text', () => {
    expect(renderToStaticMarkup(<CmsRichText data={doc(text('<script>alert(1)</script>'))} />)).toContain('&lt;script&gt;')
  })
})

describe('safeHref', () => {
  it('accepts site paths, anchors, http(s), mailto: and tel:, and nothing else', () => {
    for (const ok of ['/fulham', '#form', 'https://a.b', 'http://a.b', 'mailto:a@b.c', 'tel:+442071234567']) expect(safeHref(ok)).toBe(ok)
    for (const bad of ['javascript:alert(1)', ' JavaScript:x', 'data:text/html,x', '//evil.test', 'vbscript:x', '', null]) expect(safeHref(bad)).toBeNull()
  })
})

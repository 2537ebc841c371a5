import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { richText } from '@/seed/richtext'

import TitleAndBody from './Component'

describe('TitleAndBody', () => {
  it('shows the title as an h2 and the rich text below it', () => {
    const out = renderToStaticMarkup(<TitleAndBody title="House rules" body={richText('Phones on silent in the library.')} />)
    expect(out).toMatch(/<h2[^>]*>House rules<\/h2>.*Phones on silent in the library.<\/p>/s)
  })

  it('uses the chosen background, white by default', () => {
    expect(renderToStaticMarkup(<TitleAndBody title="x" background="black" />)).toContain('bg-ink text-white')
    expect(renderToStaticMarkup(<TitleAndBody title="x" />)).toContain('bg-white text-ink')
  })

  it('shows no heading without a title', () => {
    expect(renderToStaticMarkup(<TitleAndBody body={richText('Only text.')} />)).not.toContain('<h2')
  })
})

import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import SplitSection from './Component'

const classOf = (html: string, side: 'left' | 'right') => html.match(new RegExp(`data-side="${side}"[^>]*class="([^"]*)"`))?.[1] ?? ''

const full = {
  title: 'Work in Knightsbridge',
  bodyText: 'Desks and meeting rooms.\n\nOpen from 7am.',
  buttonText: 'See offices',
  buttonLink: '/offices',
  titleRight: 'Dine in Fulham',
  bodyTextRight: 'A seasonal menu.',
  buttonTextRight: 'Book a table',
  buttonLinkRight: 'https://example.com/book',
}

describe('SplitSection', () => {
  const colours = [
    ['white', 'bg-white text-ink', 'btn-dark'],
    ['black', 'bg-ink text-white', 'btn-light'],
    ['pink', 'bg-blush text-ink', 'btn-dark'],
  ] as const

  for (const [colour, classes, button] of colours) {
    it(`paints the left half ${colour} with a readable button`, () => {
      const html = renderToStaticMarkup(<SplitSection {...full} colour={colour} colourRight="white" />)
      expect(classOf(html, 'left')).toContain(classes)
      expect(html).toMatch(new RegExp(`data-side="left".*class="btn ${button} mt-8"[^>]*>See offices`, 's'))
    })
    it(`paints the right half ${colour} with a readable button`, () => {
      const html = renderToStaticMarkup(<SplitSection {...full} colour="white" colourRight={colour} />)
      expect(classOf(html, 'right')).toContain(classes)
      expect(html).toMatch(new RegExp(`class="btn ${button} mt-8"[^>]*>Book a table`))
    })
  }

  it('puts the halves side by side from the tab breakpoint, stacked below, each with an h2', () => {
    const html = renderToStaticMarkup(<SplitSection {...full} colour="black" colourRight="pink" />)
    expect(html).toContain('class="flex flex-col tab:flex-row"')
    expect(html.indexOf('data-side="left"')).toBeLessThan(html.indexOf('data-side="right"'))
    expect(html.match(/<h2/g)).toHaveLength(2)
    expect(html.match(/<p /g)).toHaveLength(3)
    expect(html).toContain('href="/offices"')
    expect(html).toMatch(/href="https:\/\/example.com\/book" [^>]*target="_blank" rel="noopener noreferrer"/)
  })

  it('defaults both halves to white', () => {
    const html = renderToStaticMarkup(<SplitSection title="Left" titleRight="Right" />)
    expect(classOf(html, 'left')).toContain('bg-white')
    expect(classOf(html, 'right')).toContain('bg-white')
  })

  it('shows a button only when it has both text and a link', () => {
    const html = renderToStaticMarkup(<SplitSection title="Left" buttonText="Orphan" titleRight="Right" buttonLinkRight="/x" />)
    expect(html).not.toContain('btn')
  })

  it('leaves out an empty half and renders nothing when both are empty', () => {
    const html = renderToStaticMarkup(<SplitSection titleRight="Only right" />)
    expect(html).not.toContain('data-side="left"')
    expect(html).toContain('Only right')
    expect(renderToStaticMarkup(<SplitSection colour="pink" colourRight="black" />)).toBe('')
  })
})

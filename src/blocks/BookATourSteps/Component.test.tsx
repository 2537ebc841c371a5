import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import BookATourSteps from './Component'

const steps = [
  { title: 'Choose a club', text: 'Fulham, Knightsbridge, Kensington or the City.' },
  { title: 'Pick a time', text: 'Weekdays from 10am.' },
  { title: 'Meet the team', text: 'A member of the membership team shows you round.' },
]

describe('BookATourSteps', () => {
  it('shows the heading and every step as a numbered list item with an h3', () => {
    const html = renderToStaticMarkup(
      <BookATourSteps title="How to book a tour" intro="Three simple steps." steps={steps} buttonText="Book a tour" buttonLink="/membership/book-a-tour" colour="white" />,
    )
    expect(html).toMatch(/<h2[^>]*>How to book a tour<\/h2>/)
    expect(html).toContain('Three simple steps.')
    expect(html).toContain('<ol')
    expect(html.match(/<li/g)).toHaveLength(3)
    expect(html.match(/<h3/g)).toHaveLength(3)
    expect(html).toMatch(/<span aria-hidden="true"[^>]*>1<\/span>.*<span aria-hidden="true"[^>]*>2<\/span>.*<span aria-hidden="true"[^>]*>3<\/span>/s)
    expect(html).toContain('<span class="sr-only">Step 2: </span>Pick a time')
    expect(html).toContain('Weekdays from 10am.')
  })

  it('links the button to the tour form', () => {
    const html = renderToStaticMarkup(<BookATourSteps title="Book" steps={steps} buttonText="Book a tour" buttonLink="/membership/book-a-tour" />)
    expect(html).toMatch(/<a[^>]*href="\/membership\/book-a-tour"[^>]*>Book a tour<\/a>/)
    expect(html).toContain('btn btn-dark')
  })

  it('leaves out the button without text, skips untitled steps and renders nothing without steps', () => {
    const html = renderToStaticMarkup(<BookATourSteps title="Book" steps={[...steps, { title: '' }]} buttonLink="/membership/book-a-tour" />)
    expect(html).not.toContain('<a')
    expect(html.match(/<li/g)).toHaveLength(3)
    expect(renderToStaticMarkup(<BookATourSteps title="Book" steps={[]} />)).toBe('')
  })

  it('uses h2 for the steps when there is no heading', () => {
    const html = renderToStaticMarkup(<BookATourSteps steps={steps} />)
    expect(html).not.toContain('<h3')
    expect(html.match(/<h2/g)).toHaveLength(3)
  })
})

import { describe, expect, it } from 'vitest'

import { describePage, DESCRIPTION_MAX } from './page-description'

const lexical = (...paragraphs: string[]) => ({ root: { children: paragraphs.map((text) => ({ type: 'paragraph', children: [{ type: 'text', text }] })) } })

describe('a page’s own description', () => {
  it('takes the first text of the page’s modules that reads as a sentence', () => {
    expect(
      describePage([
        { blockType: 'spacer' },
        { blockType: 'hero', title: 'Clubhouse Fulham', subTitle: 'Book now' },
        { blockType: 'welcome', body: lexical('Our original club, a Georgian house by the river with a walled garden.', 'More.') },
      ]),
    ).toBe('Our original club, a Georgian house by the river with a walled garden. More.')
  })

  it('cuts a long text at a word, with an ellipsis, within what search engines show', () => {
    const long = 'A townhouse club with a ballroom, a cinema and rooms for private dinners, '.repeat(5)
    const description = describePage([{ blockType: 'titleAndBody', body: lexical(long) }])!
    expect(description.length).toBeLessThanOrEqual(DESCRIPTION_MAX)
    expect(description).toMatch(/[A-Za-z]…$/)
    expect(long.startsWith(description.slice(0, -1))).toBe(true)
  })

  it('has nothing to say for a page without text', () => {
    expect(describePage([{ blockType: 'gallery' }])).toBeNull()
    expect(describePage(null)).toBeNull()
  })
})

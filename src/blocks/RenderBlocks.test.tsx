import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { RenderBlocks } from './RenderBlocks'
import { findBlock } from './registry'

const render = async (blocks: Parameters<typeof RenderBlocks>[0]['blocks']) => renderToStaticMarkup(await RenderBlocks({ blocks }))

describe('RenderBlocks', () => {
  it('renders registered modules through their components, in order', async () => {
    const html = await render([
      { blockType: 'spacer', size: 'large' },
      { blockType: 'titleAndBody', title: 'Inside Fulham', background: 'pink' },
    ])
    expect(html).toMatch(/class="h-24".*Inside Fulham/s)
  })

  it('shows the visible notice for a registered module without a component', async () => {
    // Every module has its component today; a module registered without one still shows the notice.
    const entry = findBlock('spacer')!
    const load = entry.load
    ;(entry as { load?: unknown }).load = undefined
    try {
      expect(await render([{ blockType: 'spacer', size: 'large' }])).toContain('The “spacer” component is not implemented or mapped.')
    } finally {
      ;(entry as { load?: unknown }).load = load
    }
  })

  it('falls back to the default renderer for an unknown type', async () => {
    const html = await render([{ blockType: 'legacyPromo', title: 'Summer offer', text: 'Join before June' }])
    expect(html).toContain('data-block-default="legacyPromo"')
    expect(html).toContain('Summer offer')
    expect(html).toContain('Join before June')
    expect(html).not.toContain('not implemented')
  })
})

describe('RenderBlocks: the first picture loads first', () => {
  const picture = { id: 1, alt: 'The Fulham garden', url: '/api/media/file/garden.webp', width: 1600, height: 900 }
  const imgs = (html: string) => html.match(/<img [^>]*>/g) ?? []

  it('loads eagerly, at high priority, the picture of a module under text-only modules', async () => {
    const html = await render([
      { blockType: 'titleAndBody', title: 'Events', background: 'white' },
      { blockType: 'textAndImage', title: 'The garden', body: 'Open all summer.', image: picture },
      { blockType: 'textAndImage', title: 'The terrace', body: 'Open all year.', image: { ...picture, alt: 'The terrace' } },
    ])
    const [first, second] = imgs(html)
    expect(first).toContain('loading="eager"')
    expect(first).toContain('fetchPriority="high"')
    expect(second).toContain('loading="lazy"')
    expect(second).not.toContain('fetchPriority')
  })

  it('keeps the h1 for the first module only', async () => {
    const html = await render([
      { blockType: 'titleAndBody', title: 'Events', background: 'white' },
      { blockType: 'textAndImage', title: 'The garden', body: 'Open all summer.', image: picture },
    ])
    expect(html).not.toMatch(/<h1[^>]*>The garden/)
  })
})

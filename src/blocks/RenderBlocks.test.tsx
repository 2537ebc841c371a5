import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { RenderBlocks } from './RenderBlocks'

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
    const html = await render([{ blockType: 'reservationForm' }])
    expect(html).toContain('The “reservationForm” component is not implemented or mapped.')
  })

  it('falls back to the default renderer for an unknown type', async () => {
    const html = await render([{ blockType: 'legacyPromo', title: 'Summer offer', text: 'Join before June' }])
    expect(html).toContain('data-block-default="legacyPromo"')
    expect(html).toContain('Summer offer')
    expect(html).toContain('Join before June')
    expect(html).not.toContain('not implemented')
  })
})

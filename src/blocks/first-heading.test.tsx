import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'

import { styleguideLayout } from '@/seed/styleguide'

import { findBlock } from './registry'

// The lazy wrapper only splits the bundle; render the carousel it loads.
vi.mock('@/lib/ui/Carousel.client', async () => ({ Carousel: (await import('@/lib/ui/CarouselView.client')).Carousel }))

/** The modules a page may open with; the first one's title is the page's only h1. */
const OPENERS = ['hero', 'heroSlider', 'contentHeader', 'imageHeader', 'splash', 'featureHeader', 'titleAndBody', 'titleSection', 'headingAndSubheading']

async function render(slug: string, isFirst: boolean) {
  const example = styleguideLayout().find((b) => b.blockType === slug)!
  const { default: Component } = await findBlock(slug)!.load!()
  return renderToStaticMarkup(<Component {...example} isFirst={isFirst} pagePath="/styleguide" />)
}

describe('the first module of a page', () => {
  for (const slug of OPENERS) {
    it(`${slug}: its title is an h1 when it opens the page, an h2 further down`, async () => {
      expect((await render(slug, true)).match(/<h1[\s>]/g)?.length ?? 0).toBeGreaterThan(0)
      expect(await render(slug, false)).not.toMatch(/<h1[\s>]/)
    })
  }
})

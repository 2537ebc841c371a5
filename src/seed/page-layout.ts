import type { SeedPage } from './content'
import { richText } from './richtext'
import { img, portrait, type SeedBlock } from './styleguide/types'

/** A seeded page's modules in order: its hero, its text sections (spaced apart), then its own modules. */
export function pageLayout(page: SeedPage, blocks: SeedBlock[]): SeedBlock[] {
  const layout: SeedBlock[] = []
  if (page.hero) {
    layout.push({
      blockType: 'hero',
      title: page.hero.title,
      subTitle: page.hero.subTitle,
      scrollText: page.hero.scrollText,
      buttonRequired: Boolean(page.hero.button),
      buttonText: page.hero.button?.[0],
      buttonLink: page.hero.button?.[1],
      desktopImage: img(page.hero.image),
      // Phones get the same scene composed for a tall screen, not the landscape cut down the middle.
      mobileImage: portrait(`${page.hero.image} (portrait)`),
    })
  }
  page.sections.forEach((section, i) => {
    if (i > 0) layout.push({ blockType: 'spacer', size: 'small' })
    layout.push({ blockType: 'titleAndBody', title: section.title, body: richText(...section.body), background: section.background ?? 'white' })
  })
  return [...layout, ...blocks]
}

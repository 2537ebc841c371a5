import { blockRegistry } from '@/blocks/registry'

import { blocks as contact } from './contact'
import { blocks as embeds } from './embeds'
import { blocks as features } from './features'
import { blocks as forms } from './forms'
import { blocks as media } from './media'
import { blocks as membership } from './membership'
import { blocks as text } from './text'
import type { SeedBlock } from './types'

export const STYLEGUIDE_PATH = '/styleguide'

/** Every example, in the styleguide's order; some are dated from `now` (an offer's closing day, a schedule). */
export const examples = (now: Date): SeedBlock[] => [...media(now), ...text, ...features(now), ...contact, ...membership(now), ...forms, ...embeds]

/**
 * Every module of the site at least once, in the registry's order, with its examples side by side:
 * what staff compose from, and what the end-to-end and accessibility checks walk through.
 * A module without an example (one whose capability has not landed) appears with its defaults.
 */
export function styleguideLayout(now: Date = new Date()): SeedBlock[] {
  const all = examples(now)
  // The hero opens the page, as it does on the club's real pages.
  const slugs = ['hero', ...blockRegistry.map(({ config }) => config.slug).filter((slug) => slug !== 'hero')]
  return slugs.flatMap((slug) => {
    const own = all.filter((b) => b.blockType === slug)
    return own.length ? own : [{ blockType: slug }]
  })
}

import { contentScreenClass, type ScreenClass } from './screen'

type Offsets = Record<ScreenClass, number>

/** Spec 000 section 9: where the hero's scroll-down cue and the offer button scroll to. */
export const SCROLL_OFFSETS = {
  heroCue: { mobile: 900, tablet: 1200, desktop: 820 },
  summitCue: { mobile: 6400, tablet: 7512, desktop: 5550 },
  networkingOffer: { mobile: 1600, tablet: 1912, desktop: 1550 },
  offer: { mobile: 2120, tablet: 2412, desktop: 2500 },
} as const satisfies Record<string, Offsets>

/** /{product}-summit-25 pages, with or without a trailing slash. */
export const isSummitPage = (path: string) => /^\/[^/]+-summit-25\/?$/.test(path)
export const isNetworkingPage = (path: string) => /^\/networking-membership\/?$/.test(path)

export function heroCueOffset(path: string, width: number): number {
  const table = isSummitPage(path) ? SCROLL_OFFSETS.summitCue : SCROLL_OFFSETS.heroCue
  return table[contentScreenClass(width)]
}

export function offerButtonOffset(path: string, width: number): number {
  const table = isNetworkingPage(path) ? SCROLL_OFFSETS.networkingOffer : SCROLL_OFFSETS.offer
  return table[contentScreenClass(width)]
}

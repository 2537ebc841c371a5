/** Screen classes of the page shell (spec 000 section 9): tablet from 768 px, desktop from 1025 px. */
export type ScreenClass = 'mobile' | 'tablet' | 'desktop'

export const BREAKPOINTS = { tablet: 768, desktop: 1025 } as const

/**
 * The content blocks use other breakpoints (spec 000 section 9): mobile under 834 px, desktop
 * from 1280 px. In CSS these are Tailwind's `tab:` (834 px) and `xl:` (1280 px) variants.
 */
export const CONTENT_BREAKPOINTS = { tablet: 834, desktop: 1280 } as const

export function screenClass(width: number): ScreenClass {
  if (width >= BREAKPOINTS.desktop) return 'desktop'
  if (width >= BREAKPOINTS.tablet) return 'tablet'
  return 'mobile'
}

export function contentScreenClass(width: number): ScreenClass {
  if (width >= CONTENT_BREAKPOINTS.desktop) return 'desktop'
  if (width >= CONTENT_BREAKPOINTS.tablet) return 'tablet'
  return 'mobile'
}

export const prefersReducedMotion = (): boolean =>
  typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches

export const scrollBehaviour = (): ScrollBehavior => (prefersReducedMotion() ? 'auto' : 'smooth')

/** Spec 000 section 5: the lengths at which CMS text is cut, each followed by an ellipsis. */
export const TRUNCATE = {
  description: 750,
  place: 145,
  cardBody: 347,
  caption: 30,
} as const

/**
 * Cuts text longer than `max` characters to its first `max` characters plus `ellipsis`.
 * Counts code points, so an emoji or accented letter is never split in half.
 */
export function truncate(text: string | null | undefined, max: number, ellipsis = '...'): string {
  if (!text) return ''
  const chars = Array.from(text)
  return chars.length > max ? `${chars.slice(0, max).join('')}${ellipsis}` : text
}

/** Search engines show about this many characters of a description. */
export const DESCRIPTION_MAX = 160

const TEXT_FIELDS = ['subTitle', 'subtitle', 'text', 'bodyText', 'body', 'intro', 'description'] as const

/** The words of a plain string or of a Lexical rich-text value, in reading order. */
function plainText(value: unknown): string {
  if (typeof value === 'string') return value
  if (!value || typeof value !== 'object') return ''
  const node = value as { text?: unknown; root?: unknown; children?: unknown }
  if (typeof node.text === 'string') return node.text
  if (node.root) return plainText(node.root)
  if (Array.isArray(node.children)) return node.children.map(plainText).join(' ')
  return ''
}

/** Cut at a word, never inside one, with an ellipsis when anything was left out. */
function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text
  const cut = text.slice(0, max - 1)
  const lastSpace = cut.lastIndexOf(' ')
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.–—-]+$/, '')}…`
}

/**
 * A page's own description when staff gave it none: the first sentence-length text of its
 * modules, in page order (a hero's subtitle, a welcome's first paragraph), so pages stop sharing
 * the site-wide one. Null when the page has no such text.
 */
export function describePage(layout: readonly unknown[] | null | undefined): string | null {
  for (const block of layout ?? []) {
    if (!block || typeof block !== 'object') continue
    for (const field of TEXT_FIELDS) {
      const text = plainText((block as Record<string, unknown>)[field]).replace(/\s+/g, ' ').trim()
      // A line like "Book now" is a label, not a description.
      if (text.length >= 40) return cutAtWord(text, DESCRIPTION_MAX)
    }
  }
  return null
}

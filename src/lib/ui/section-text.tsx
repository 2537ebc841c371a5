import type { SectionColour } from '@/lib/fields/content'

/**
 * Plain CMS text (a textarea) as paragraphs: a blank line starts a new paragraph, a single line
 * break stays a line break. Renders nothing for empty text.
 */
export function PlainText({ text, className }: { text?: string | null; className?: string }) {
  const paragraphs = (text ?? '')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
  if (!paragraphs.length) return null
  return (
    <div className={className}>
      {paragraphs.map((p, i) => (
        <p key={i} className="mb-4 whitespace-pre-line leading-relaxed last:mb-0">
          {p}
        </p>
      ))}
    </div>
  )
}

/** The button style readable on a section colour: light on black, dark on white or pink. */
export const buttonOn = (colour: SectionColour | null | undefined): string =>
  colour === 'black' ? 'btn btn-light' : 'btn btn-dark'

/** Normalises a stored select value to a section colour, white when unset or unknown. */
export const asColour = (value: string | null | undefined): SectionColour =>
  value === 'black' || value === 'pink' ? value : 'white'

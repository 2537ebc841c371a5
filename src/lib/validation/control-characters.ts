/**
 * Control characters in what a client sends (issue 32 §5). PostgreSQL cannot store a NUL in text:
 * a name, note or search with one failed as SQL after it was sent (a 503, and the failed query's
 * values in the log). None of them is anything a person types, so they are refused with 400 at the
 * edge, before any SQL: NUL and the other C0 controls, and DEL. Tab, line feed and carriage return
 * stay allowed in bodies, where a note may have lines; a URL's parameters are one line and take none.
 * A lone UTF-16 surrogate (`"\ud800"` in JSON) is no control character and does not fail: it is
 * stored as U+FFFD, as the enquiries suite shows, and stays accepted.
 */

// Written with escapes so the file itself holds no control character.
const IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/
const IN_LINE = /[\u0000-\u001f\u007f]/
const IN_LINE_ALL = /[\u0000-\u001f\u007f]/g

/** Whether a string of a body (possibly several lines) holds a character refused there. */
export const hasControlCharacters = (value: string): boolean => IN_TEXT.test(value)

/** Whether a one-line value (a URL's parameter or path) holds a character refused there. */
export const hasLineControlCharacters = (value: string): boolean => IN_LINE.test(value)

/** The answer's words, the same on every API and form. */
export const controlCharactersMessage = (field: string): string => `Remove the control characters from ${field}.`

const MAX_DEPTH = 64

/**
 * The path ("input.notes", "items.0.name") of the first string in a parsed JSON value, key or
 * value, that holds a refused character; undefined when there is none. `prefix` names where the
 * value sits.
 */
export function controlCharacterPath(value: unknown, prefix = ''): string | undefined {
  const walk = (v: unknown, path: string, depth: number): string | undefined => {
    if (typeof v === 'string') return hasControlCharacters(v) ? path || 'the request' : undefined
    if (!v || typeof v !== 'object' || depth > MAX_DEPTH) return undefined
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) {
        const found = walk(v[i], path ? `${path}.${i}` : String(i), depth + 1)
        if (found) return found
      }
      return undefined
    }
    for (const [key, inner] of Object.entries(v)) {
      const at = path ? `${path}.${key}` : key
      if (hasControlCharacters(key)) return printable(at) || 'the request'
      const found = walk(inner, at, depth + 1)
      if (found) return found
    }
    return undefined
  }
  const found = walk(value, prefix, 0)
  return found === undefined ? undefined : printable(found) || 'the request'
}

/** The first URL search parameter, name or value, that holds a refused character. */
export function controlCharacterParameter(params: URLSearchParams): string | undefined {
  for (const [key, value] of params) {
    if (hasLineControlCharacters(key) || hasLineControlCharacters(value)) return printable(key) || 'the address'
  }
  return undefined
}

/** A field's name as it can be shown back: the refused characters themselves are left out. */
function printable(name: string): string {
  return name.replace(IN_LINE_ALL, '')
}

/**
 * What the forms accept as a name: letters of any script, spaces and hyphens (spec 001 section 5),
 * and apostrophes, straight or curly, so O'Brien and D’Arcy can apply (docs/decisions/019).
 */
export const NAME_CHARACTERS = /^[\p{L}\s'’-]*$/u

/** An apostrophe stands between two letters, as in O'Brien: never first, last or beside a space. */
export const misplacedApostrophe = (name: string): boolean => /(^|[^\p{L}])['’]|['’]($|[^\p{L}])/u.test(name)

const GREETING_MAX_LENGTH = 30
const GREETING_MAX_WORDS = 3

/**
 * The name to greet a visitor by in an e-mail to the address they typed, which nobody has verified:
 * anyone can make the club write to anyone. So the greeting carries their name only when it is a
 * short plain name as the forms check names (letters, spaces, hyphens and apostrophes, 2 characters or more),
 * never a sentence, a link or an address; otherwise the e-mail says "Hello".
 */
export function greetingName(value: string | null | undefined): string | undefined {
  const name = (value ?? '').replace(/\s+/g, ' ').trim()
  if (name.length < 2 || name.length > GREETING_MAX_LENGTH || !NAME_CHARACTERS.test(name) || misplacedApostrophe(name)) return undefined
  if (name.split(' ').length > GREETING_MAX_WORDS) return undefined
  return name
}

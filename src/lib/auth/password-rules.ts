import commonPasswords from './common-passwords.json'
import { MIN_PASSWORD_LENGTH } from './password-length'

/**
 * Staff passwords (NIST SP 800-63B): at least 12 characters, and not a commonly used password,
 * also once the digits and symbols people add to the end of one ("password1234!") are taken off.
 * No other composition rules: length is what makes a password strong.
 */
export { MIN_PASSWORD_LENGTH }

let common: Set<string> | undefined

export function passwordProblem(password: string): string | undefined {
  if (password.length < MIN_PASSWORD_LENGTH) return `Use at least ${MIN_PASSWORD_LENGTH} characters.`
  common ??= new Set(commonPasswords as string[])
  const lower = password.toLowerCase()
  const stem = lower.replace(/[\d\W_]+$/u, '')
  if (common.has(lower) || (stem.length >= 4 && common.has(stem)) || /^(.)\1+$/u.test(password)) {
    return 'This is one of the most commonly used passwords: choose another.'
  }
  return undefined
}

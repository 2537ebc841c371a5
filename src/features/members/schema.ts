import '@/lib/validation/zod-browser'
import * as z from 'zod/mini'

import { isValidEmail } from '@/lib/validation/email'

/** The members' account forms and answers (issue 15). The spec shows none of these texts; decision 024. */
export const ACCOUNT_MESSAGES = {
  missing: 'Enter your e-mail address and password.',
  emailMissing: 'Enter the e-mail address of your membership account.',
  emailInvalid: 'Check the e-mail address: it should look like name@example.co.uk.',
  passwordMissing: 'Enter your password.',
  wrong: 'That e-mail address and password do not match a membership account. Check them, or reset your password.',
  expired: 'Your session has ended. Please sign in again.',
  linkUsed: 'This link has expired or has already been used. Ask for a new one below.',
  mismatch: 'The two passwords are not the same.',
  unavailable: "We're sorry. We're not able to process your request right now. Please try again.",
  resetSent: 'If that address has a membership account, we have e-mailed it a link to choose a new password. The link works for 2 hours.',
  throttled: (what: string, seconds: number) =>
    `Too many ${what} from your connection. Please try again in ${seconds === 1 ? 'a second' : seconds < 90 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`}.`,
  accountThrottled: (seconds: number) =>
    `Too many sign-in attempts for this account. Please try again in ${seconds === 1 ? 'a second' : seconds < 90 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`}, or reset your password.`,
} as const

// Every account's address passed the same check when it was made, so one that fails it cannot sign
// in: saying so spares an attempt against the sign-in limit.
const email = z
  .string()
  .check(z.trim(), z.minLength(1, ACCOUNT_MESSAGES.emailMissing), z.maxLength(254), z.refine((v) => v === '' || isValidEmail(v), ACCOUNT_MESSAGES.emailInvalid))

export const signInSchema = z.object({
  email,
  password: z.string().check(z.minLength(1, ACCOUNT_MESSAGES.passwordMissing), z.maxLength(1024)),
})

export const forgotSchema = z.object({ email })

export const setPasswordSchema = z
  .object({ token: z.string().check(z.minLength(1)), password: z.string().check(z.minLength(1, 'Choose a password.'), z.maxLength(1024)), confirm: z.string() })
  .check(z.refine((v) => v.password === v.confirm, { path: ['confirm'], message: ACCOUNT_MESSAGES.mismatch }))

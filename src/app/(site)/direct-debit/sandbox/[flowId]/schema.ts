import '@/lib/validation/zod-browser'
import * as z from 'zod/mini'

/** The sandbox's bank-details form (the provider's page in the real flow; its messages are ours). */
export const sandboxDetailsSchema = z.object({
  accountHolder: z.string().check(z.trim(), z.minLength(1, "Please enter the account holder's name"), z.maxLength(100, 'Please keep the name under 100 characters')),
  // Spec 001 section 5: a 6-digit and a 6-to-8-digit numeric check. Spaces and hyphens are how people write them.
  sortCode: z.string().check(z.overwrite((v) => v.replace(/[\s-]/g, '')), z.regex(/^\d{6}$/, 'Please enter a 6-digit sort code')),
  accountNumber: z.string().check(z.overwrite((v) => v.replace(/\s/g, '')), z.regex(/^\d{6,8}$/, 'Please enter an account number of 6 to 8 digits')),
  authorised: z.literal('on', { error: 'Please confirm you can authorise Direct Debits on this account' }),
})

export const SANDBOX_FIELD_ORDER = ['accountHolder', 'sortCode', 'accountNumber', 'authorised'] as const

export type SandboxFormState = { errors: Record<string, string>; values: Record<string, string> }

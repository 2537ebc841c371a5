import '@/lib/validation/zod-browser'
import * as z from 'zod/mini'

/** The local checkout's card form (Stripe's page in the real flow; its messages follow Checkout's). */
export const sandboxCardSchema = z.object({
  cardNumber: z.string().check(z.overwrite((v) => v.replace(/[\s-]/g, '')), z.regex(/^\d{12,19}$/, 'Your card number is incomplete.')),
  expiry: z.string().check(
    z.overwrite((v) => v.replace(/\s/g, '')),
    z.regex(/^(0[1-9]|1[0-2])\/\d{2}$/, { message: 'Your card’s expiration date is incomplete.', abort: true }),
    z.refine((v) => {
      const [m, y] = v.split('/').map(Number) as [number, number]
      const now = new Date()
      return 2000 + y > now.getUTCFullYear() || (2000 + y === now.getUTCFullYear() && m >= now.getUTCMonth() + 1)
    }, 'Your card’s expiration year is in the past.'),
  ),
  cvc: z.string().check(z.trim(), z.regex(/^\d{3,4}$/, 'Your card’s security code is incomplete.')),
  cardholder: z.string().check(z.trim(), z.minLength(1, 'Enter the name on the card.'), z.maxLength(100, 'Please keep the name under 100 characters.')),
})

export const CARD_FIELD_ORDER = ['cardNumber', 'expiry', 'cvc', 'cardholder'] as const

export type CardFormState = { errors: Record<string, string>; values: Record<string, string> }

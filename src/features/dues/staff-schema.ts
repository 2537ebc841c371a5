import { z } from 'zod'

const reason = z.string().trim().min(1, 'Say why, for the record.').max(500, 'Keep the reason under 500 characters.')

/** POST /api/dues/{id}/waive: the balance is forgiven and the member is in good standing again. */
export const waiveSchema = z.object({ reason })

/** POST /api/dues/{id}/extend: the member may book until the day given, though still in arrears. */
export const extendSchema = z.object({
  reason,
  until: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Give the day as YYYY-MM-DD.'),
})

/** POST /api/dues/{id}/notice: staff give notice to resign for the member (decision 063). */
export const noticeSchema = z.object({ reason })

export type DuesStaffAction = 'waive' | 'extend'

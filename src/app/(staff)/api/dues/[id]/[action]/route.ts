import { giveNotice } from '@/features/dues/notice.server'
import { noticeSchema } from '@/features/dues/staff-schema'
import { actOnDues } from '@/features/dues/staff.server'

import { staffError, staffRoute } from '../../../staff-route'

export const dynamic = 'force-dynamic'

/**
 * POST /api/dues/{id}/waive { reason } or /extend { until, reason }: the sales team's answers to a
 * member in arrears (the Dues record's buttons, decision 061). 200 { standing, balance, graceUntil };
 * 400 with the field; 404; 409 when the member is not in arrears.
 * POST /api/dues/{id}/notice { reason }: notice to resign given for the member (decision 063).
 * 200 { endsOn, lastCollection }; 400; 404; 409 when given already or ended.
 */
export const POST = staffRoute(
  { role: 'sales', signIn: 'Sign in to the back office.', forbidden: 'Only sales staff and administrators can waive or extend dues or give notice.' },
  async (req, { id, action }: { id: string; action: string }) => {
    const duesId = Number(id)
    if (!Number.isInteger(duesId) || duesId <= 0 || (action !== 'waive' && action !== 'extend' && action !== 'notice')) return staffError(404, 'Not found.')
    const body = await req.json?.().catch(() => null)
    const by = String((req.user as { email?: string } | null)?.email ?? req.user?.id)
    if (action === 'notice') {
      const parsed = noticeSchema.safeParse(body)
      if (!parsed.success) return staffError(400, parsed.error.issues[0]!.message, 'reason')
      const given = await giveNotice(req.payload, { duesId }, by, parsed.data.reason)
      if (!given.ok) return staffError(given.status, given.message)
      return Response.json({ endsOn: given.endsOn, lastCollection: given.lastCollection })
    }
    const result = await actOnDues(req.payload, duesId, action, body, by)
    if (!result.ok) return staffError(result.status, result.message, result.field)
    return Response.json({ standing: result.standing, balance: result.balance, graceUntil: result.graceUntil })
  },
)

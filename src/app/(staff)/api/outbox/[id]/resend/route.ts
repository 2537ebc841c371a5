import { requeueEmail } from '@/integrations/email/relay'
import { poolOf } from '@/integrations/email/smtp'
import { getEnv } from '@/lib/env'

import { staffError, staffRoute } from '../../../staff-route'

export const dynamic = 'force-dynamic'

/**
 * POST /api/outbox/{id}/resend: an administrator sends a failed e-mail again (the back office's
 * front page lists them, docs/decisions/042). The row is queued for the worker's relay, tried for
 * another day, and the relay woken. 200 { id, status: 'queued' }; 404; 409 when it cannot be sent.
 */
export const POST = staffRoute(
  { role: 'admin', signIn: 'Sign in to the back office.', forbidden: 'Only administrators can send an e-mail again.' },
  async (req, { id }: { id: string }) => {
    const outboxId = Number(id)
    if (!Number.isInteger(outboxId) || outboxId <= 0) return staffError(404, 'Not found.')
    const result = await requeueEmail(poolOf(req.payload), outboxId, { smtp: Boolean(getEnv().SMTP_URL) })
    if (!result.ok) return staffError(result.status, result.message)
    req.payload.logger.info({ msg: `Outbox ${outboxId}: sent again by user ${req.user?.id}` })
    return Response.json({ id: outboxId, status: 'queued' })
  },
)

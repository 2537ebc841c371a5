import { z } from 'zod'

import { sandboxControls } from '@/integrations/direct-debit/port'

import { staffError, staffRoute } from '../../staff-route'

export const dynamic = 'force-dynamic'

const clockSchema = z.object({ day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Give the day as YYYY-MM-DD.').refine((d) => !Number.isNaN(Date.parse(d)), 'Give a real day.') })

/**
 * POST /api/direct-debit-sandbox/clock { day }: moves the local Direct Debit sandbox's clock on to
 * `day` (never back), so its collections fall due, are confirmed or fail, and its webhooks arrive,
 * as days passing would (docs/decisions/060). For trying the dues loop on a local site and for the
 * end-to-end tests; administrators only, and 404 where the real provider is configured.
 * 200 { today, events }.
 */
export const POST = staffRoute(
  { role: 'admin', signIn: 'Sign in to the back office.', forbidden: 'Only administrators can move the sandbox’s clock.' },
  async (req) => {
    const sandbox = sandboxControls(async () => req.payload)
    if (!sandbox) return staffError(404, 'The Direct Debit sandbox is not in use here.')
    const parsed = clockSchema.safeParse(await req.json?.().catch(() => null))
    if (!parsed.success) return staffError(400, parsed.error.issues[0]?.message ?? 'Give the day as YYYY-MM-DD.', 'day')
    const events = await sandbox.advanceTo(parsed.data.day)
    return Response.json({ today: await sandbox.today(), events: events.length })
  },
)

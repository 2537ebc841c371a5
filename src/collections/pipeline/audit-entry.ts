import type { CollectionBeforeChangeHook } from 'payload'

type HistoryEntry = { at: string; by: string; change: string }

/**
 * Adds what the server did to a lead to its audit trail: a committee decision, a reminder sent.
 * The line comes from the server's own code through `context.auditEntry` (which no request can
 * set), after recordPipelineChanges has rebuilt the trail from what was stored.
 */
export const recordAuditEntry: CollectionBeforeChangeHook = ({ data, context, req, operation }) => {
  const change = context?.auditEntry
  if (operation !== 'update' || typeof change !== 'string' || !change) return data
  const by = req.user ? String((req.user as { email?: string }).email ?? req.user.id) : 'website'
  const history = Array.isArray(data.history) ? (data.history as HistoryEntry[]) : []
  return { ...data, history: [...history, { at: new Date().toISOString(), by, change }] }
}

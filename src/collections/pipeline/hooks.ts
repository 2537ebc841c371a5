import { ValidationError, type CollectionBeforeChangeHook } from 'payload'

import { statusLabel } from './statuses'

type Note = { id?: string; text?: string; author?: string | null; at?: string | null }
type HistoryEntry = { at: string; by: string; change: string }
type Doc = {
  status?: string
  notes?: Note[] | null
  history?: HistoryEntry[] | null
  assignedTo?: unknown
  [key: string]: unknown
}

const idOf = (v: unknown) => (v && typeof v === 'object' && 'id' in v ? (v as { id: unknown }).id : v) ?? null

/**
 * Stamps new notes with their author and time and appends every staff change to the audit trail.
 * The server's own writes (no user) are recorded as "website".
 */
export const recordPipelineChanges: CollectionBeforeChangeHook = ({ data, originalDoc, req, operation }) => {
  const by = req.user ? String((req.user as { email?: string }).email ?? req.user.id) : 'website'
  const now = new Date().toISOString()
  const next = data as Doc
  const before = (originalDoc ?? {}) as Doc
  const history: HistoryEntry[] = [...(before.history ?? [])]

  if (operation === 'create') {
    history.push({ at: now, by, change: 'Received' })
  } else {
    // When it arrived is part of the record; an update may not move it.
    if (before.createdAt) next.createdAt = before.createdAt
    if (next.status !== undefined && next.status !== before.status) {
      history.push({ at: now, by, change: `Status: ${statusLabel(before.status)} → ${statusLabel(next.status)}` })
    }
    if (next.assignedTo !== undefined && idOf(next.assignedTo) !== idOf(before.assignedTo)) {
      history.push({ at: now, by, change: next.assignedTo ? 'Assigned' : 'Unassigned' })
    }
  }

  if (Array.isArray(next.notes)) {
    // Notes are a record of what happened: each keeps its author and its words. Removing or
    // rewriting one is refused (the audit trail would not show it); a correction is a new note.
    const sent = new Map(next.notes.filter((n) => n.id).map((n) => [n.id, n]))
    for (const old of before.notes ?? []) {
      const kept = sent.get(old.id)
      if (!kept || (kept.text !== undefined && kept.text !== old.text)) {
        throw new ValidationError({
          errors: [{ path: 'notes', message: 'Notes cannot be changed or removed once saved: add a new note instead.' }],
        })
      }
    }
    const known = new Map((before.notes ?? []).map((n) => [n.id, n]))
    next.notes = next.notes.map((note) => {
      const old = note.id ? known.get(note.id) : undefined
      if (old) return { ...note, text: old.text, author: old.author, at: old.at }
      history.push({ at: now, by, change: 'Note added' })
      return { ...note, author: by, at: now }
    })
  }

  next.history = history
  return next
}

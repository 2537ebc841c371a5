'use client'

import { useDocumentInfo, useFormFields } from '@payloadcms/ui'

import { DuesActionsView, type DuesAction } from './DuesActionsView'

/** Connects a Dues record's Waive, Extend and Give notice buttons to the staff actions /api/dues/{id}/waive, /extend and /notice (decisions 061, 063). */
export function DuesActions() {
  const { id } = useDocumentInfo()
  const standing = useFormFields(([fields]) => fields.standing?.value as string | undefined)
  const balance = useFormFields(([fields]) => fields.balance?.value as number | undefined)
  const endsOn = useFormFields(([fields]) => fields.endsOn?.value as string | undefined)
  const state = useFormFields(([fields]) => fields.collectionState?.value as string | undefined)

  const onAct = async (action: DuesAction, body: { reason: string; until?: string }): Promise<string | undefined> => {
    const res = await fetch(`/api/dues/${id}/${action}`, { method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    if (!res.ok) {
      const answer = (await res.json().catch(() => ({}))) as { errors?: { message?: string }[] }
      return answer.errors?.[0]?.message ?? `Nothing changed (${res.status}).`
    }
    // The edit form holds the record as it was loaded: show its new standing and the action's line.
    window.location.reload()
    return undefined
  }

  return <DuesActionsView standing={standing} balance={balance} endsOn={endsOn} ended={state === 'ended'} onAct={onAct} />
}

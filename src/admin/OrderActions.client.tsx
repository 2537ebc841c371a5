'use client'

import { useDocumentInfo, useFormFields } from '@payloadcms/ui'

import { OrderActionsView, type OrderAction } from './OrderActionsView'

/** Connects the order's Refund and Cancel buttons to the staff actions /api/ticket-orders/{id}/refund and /cancel (docs/decisions/039). */
export function OrderActions() {
  const { id } = useDocumentInfo()
  const status = useFormFields(([fields]) => fields.status?.value as string | undefined)
  const total = useFormFields(([fields]) => (fields.amountPaid?.value ?? fields.total?.value) as number | undefined)

  const onAct = async (action: OrderAction): Promise<string | undefined> => {
    const res = await fetch(`/api/ticket-orders/${id}/${action}`, { method: 'POST', credentials: 'include' })
    if (!res.ok) {
      const body = (await res.json().catch(() => ({}))) as { errors?: { message?: string }[] }
      return body.errors?.[0]?.message ?? `Nothing changed (${res.status}).`
    }
    // The edit form holds the order as it was loaded: show its new status and dates.
    window.location.reload()
    return undefined
  }

  return <OrderActionsView status={status} total={total} onAct={onAct} />
}

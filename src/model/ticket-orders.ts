/** A ticket order's states (docs/decisions/026), shared by the collection, the order service and the screens. */
export const ORDER_STATUSES = ['pending', 'paid', 'cancelled', 'refunded'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Awaiting payment',
  paid: 'Paid',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
}

/** Why an order was cancelled (or refunded without a staff member asking). */
export const CANCEL_REASONS = ['expired', 'abandoned', 'staff', 'sold-out', 'payment-failed'] as const
export type CancelReason = (typeof CANCEL_REASONS)[number]

/** The settings global that holds the seat hold and the provider's price identifiers. */
export const TICKET_SETTINGS_SLUG = 'ticket-settings'
export const DEFAULT_HOLD_MINUTES = 15
/** Seats one buyer (e-mail) or one address may hold unpaid for one event (issue 32 §2, decision 043). */
export const DEFAULT_UNPAID_SEATS = 8

/** Class names the enquiry, tour and contact forms share, so every field looks and behaves alike. */
export const fieldStyles = {
  field: 'flex flex-col gap-1',
  label: 'text-sm font-medium',
  optional: 'font-normal text-ink/70',
  // At least 44 px high: a comfortable target for a finger (WCAG 2.5.8 asks 24).
  control:
    'min-h-11 w-full border border-ink/40 bg-white px-3 py-2 text-ink aria-[invalid=true]:border-red-700 disabled:opacity-60',
  // One line kept for the message even when empty: a message appearing on blur must not push the
  // next control away from a pointer already pressing it.
  error: 'min-h-5 text-sm text-red-700',
} as const

/** The sales pipeline's stages, in order. Kept apart from the field definitions so the back office's browser code can use them. */
export const PIPELINE_STATUSES = [
  { label: 'New', value: 'new' },
  { label: 'Contacted', value: 'contacted' },
  { label: 'Tour booked', value: 'tour-booked' },
  { label: 'Toured', value: 'toured' },
  { label: 'Applied', value: 'applied' },
  { label: 'Won', value: 'won' },
  { label: 'Lost', value: 'lost' },
] as const

export type PipelineStatus = (typeof PIPELINE_STATUSES)[number]['value']

/**
 * A lead's stages: the sales stages and the membership application's funnel (Started, Applied,
 * the committee's decision, Member), which the website moves as the application does
 * (docs/decisions/053). Staff can set any of them.
 */
export const LEAD_STATUSES = [
  { label: 'New', value: 'new' },
  { label: 'Contacted', value: 'contacted' },
  { label: 'Tour booked', value: 'tour-booked' },
  { label: 'Toured', value: 'toured' },
  { label: 'Application started', value: 'started' },
  { label: 'Applied', value: 'applied' },
  { label: 'Approved', value: 'approved' },
  { label: 'Waitlisted', value: 'waitlisted' },
  { label: 'Declined', value: 'declined' },
  { label: 'Member', value: 'member' },
  { label: 'Won', value: 'won' },
  { label: 'Lost', value: 'lost' },
] as const

export type LeadStatus = (typeof LEAD_STATUSES)[number]['value']

/** Every stage either list uses, for labels in the audit trail. */
export const statusLabel = (value?: string | null): string =>
  [...LEAD_STATUSES, ...PIPELINE_STATUSES].find((s) => s.value === value)?.label ?? value ?? '—'

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

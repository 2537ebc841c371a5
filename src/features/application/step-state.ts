import type { PostcodeAddress } from '@/integrations/postcodes/port'

/** What a step's action answers when it does not move on: messages, what was typed, and the step's own extras. */
export type StepState = {
  errors: Record<string, string>
  values: Record<string, string>
  /** A banner above the form: the step could not be saved or loaded. */
  message?: string
  /** The start form: the continue link was e-mailed instead of opening the application here. */
  sent?: boolean
  /** The address step: what the postcode lookup found. */
  lookup?: { addresses: PostcodeAddress[] }
  /** The address step: show the fields (entered by hand, or filled from the picker). */
  manual?: boolean
}

export const IDLE_STEP: StepState = { errors: {}, values: {} }

import type { PostcodeAddress } from '@/integrations/postcodes/port'

import type { Failure } from './application.server'

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
  /** The members page: the member whose removal waits for confirmation (without JavaScript). */
  confirmRemove?: number
  /** The members page: the member whose row is open for editing, or 'new' for the add form. */
  open?: number | 'new'
  /** The members page: editing the primary contact waits for confirmation. */
  confirmContact?: boolean
  /** A short confirmation of what was just done ("Tom Hardy was added."). */
  notice?: string
  /**
   * The members page, with JavaScript: a queued add the browser polls for every second (polls so
   * far); once it is `added`, the browser sends the photo it kept.
   */
  adding?: { memberId: number; name: string; polls: number; added?: boolean }
  /** The members page: the member just added, marked in the list. */
  justAdded?: number
}

export const IDLE_STEP: StepState = { errors: {}, values: {} }

/** A service's refusal as the step's answer: its field messages, or its message as the banner. */
export const failedStep = (failure: Failure, values: Record<string, string>, extra: Partial<StepState> = {}): StepState => ({
  errors: failure.errors ?? {},
  values,
  message: failure.errors && Object.keys(failure.errors).length ? undefined : failure.message,
  ...extra,
})

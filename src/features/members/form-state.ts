/** What the account forms' actions answer when they do not move on. */
export type AccountFormState = {
  errors: Record<string, string>
  values: Record<string, string>
  message?: string
  /** Forgotten password: the e-mail went (or would have, had the address an account). */
  sent?: boolean
  /** Set password: the link is spent; the page offers a new one. */
  linkUsed?: boolean
}

export const IDLE_ACCOUNT_FORM: AccountFormState = { errors: {}, values: {} }

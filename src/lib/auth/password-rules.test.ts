import { describe, expect, it } from 'vitest'

import { passwordProblem } from './password-rules'

describe('staff password rule', () => {
  it.each(['aaa', 'short-pass1', ''])('refuses %j: too short', (p) => expect(passwordProblem(p)).toMatch(/at least 12/))
  it.each(['password1234', 'Password1234!', 'qwertyuiop123', 'aaaaaaaaaaaa', 'iloveyou12345', 'baseball2026!!'])('refuses %j: common', (p) =>
    expect(passwordProblem(p)).toMatch(/most commonly used/),
  )
  it.each(['clubhouse-local-admin', 'e2e-admin-password-1', 'correct horse battery staple', 'Fulham terrace at dusk'])('accepts %j', (p) =>
    expect(passwordProblem(p)).toBeUndefined(),
  )
})

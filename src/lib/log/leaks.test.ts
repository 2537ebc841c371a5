import { describe, expect, it } from 'vitest'

import { linesHolding } from './leaks'
import { redactText } from './redact'

const PEOPLE = ['amelia.hart@example.com', '+447700900123', '1988-04-17', 'Amelia Hart']

describe('the log grep for personal data', () => {
  it('finds a planted line (the control: the check can fail)', () => {
    const log = ['ready on http://localhost:3000', 'Failed query: insert into "leads" values ($1, $2)', 'params: Amelia Hart,AMELIA.HART@example.com,1988-04-17', 'done'].join('\n')
    expect(linesHolding(log, PEOPLE)).toEqual([
      { line: 3, value: 'amelia.hart@example.com', text: 'params: Amelia Hart,AMELIA.HART@example.com,1988-04-17' },
      { line: 3, value: '1988-04-17', text: 'params: Amelia Hart,AMELIA.HART@example.com,1988-04-17' },
      { line: 3, value: 'Amelia Hart', text: 'params: Amelia Hart,AMELIA.HART@example.com,1988-04-17' },
    ])
  })

  it('finds nothing once the line went through the redaction', () => {
    const line = redactText('Failed query: insert into "leads" values ($1, $2, $3)\nparams: Amelia Hart,amelia.hart@example.com,+447700900123')
    expect(linesHolding(line, PEOPLE)).toEqual([])
  })

  it('ignores values too short to mean anything', () => {
    expect(linesHolding('Ann went home', ['Ann', ''])).toEqual([])
  })
})

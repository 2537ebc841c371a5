import Ajv2020 from 'ajv/dist/2020'
import addFormats from 'ajv-formats'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { schemaArbitrary, type Schema } from './json-schema-arbitrary'

const components: Record<string, Schema> = {
  Person: {
    type: 'object',
    required: ['firstName', 'email', 'gender'],
    properties: {
      firstName: { type: 'string', minLength: 2, maxLength: 20, pattern: "^[\\p{L}][\\p{L} '-]*$" },
      email: { type: 'string', format: 'email', maxLength: 254 },
      gender: { type: 'string', enum: ['Male', 'Female', 'Other'] },
      born: { type: 'string', format: 'date' },
      partySize: { type: 'integer', minimum: 1, maximum: 50 },
      note: { type: ['string', 'null'], maxLength: 5 },
      tags: { type: 'array', items: { type: 'string', minLength: 1 }, minItems: 1, maxItems: 3, uniqueItems: true },
    },
  },
}

describe('schemaArbitrary', () => {
  it('only makes values the schema accepts (checked by Ajv)', () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true })
    addFormats(ajv)
    for (const [name, schema] of Object.entries(components)) ajv.addSchema(schema, `#/components/schemas/${name}`)
    const validate = ajv.compile({ oneOf: [{ $ref: '#/components/schemas/Person' }, { type: 'string', const: 'x' }] })
    fc.assert(
      fc.property(schemaArbitrary({ oneOf: [{ $ref: '#/components/schemas/Person' }, { type: 'string', const: 'x' }] }, components), (value) => {
        expect(validate(value), JSON.stringify(validate.errors)).toBe(true)
      }),
      { numRuns: 300 },
    )
  })

  it('leaves optional properties out some of the time and keeps required ones always', () => {
    const seen = fc.sample(schemaArbitrary({ $ref: '#/components/schemas/Person' }, components), { numRuns: 200, seed: 7 }) as Record<string, unknown>[]
    expect(seen.every((p) => 'firstName' in p && 'email' in p && 'gender' in p)).toBe(true)
    expect(seen.some((p) => !('born' in p))).toBe(true)
    expect(seen.some((p) => 'born' in p)).toBe(true)
  })

  it('names a $ref the document does not hold', () => {
    expect(() => schemaArbitrary({ $ref: '#/components/schemas/Nobody' }, components)).toThrow('#/components/schemas/Nobody')
  })
})

describe('schemaArbitrary on patterns', () => {
  it('draws a pattern longer than the default string length when the schema sets no bound', () => {
    const [value] = fc.sample(schemaArbitrary({ type: 'string', pattern: '^[0-9a-f]{64}$' }), { numRuns: 1, seed: 1 }) as string[]
    expect(value).toMatch(/^[0-9a-f]{64}$/)
  })
})

import fc from 'fast-check'

import { schemaArbitrary } from '@/lib/testing/json-schema-arbitrary'

import type { Document, Operation, Parameter, Schema } from './document'

/** Headers that satisfy one security scheme. */
export type Credentials = Record<string, Record<string, string>>

export type Fixture = {
  credentials: Credentials
  capability: (template: string) => string
  /** A new access token, for calls that end the session they are made with (sign-out). */
  freshSignIn: () => Promise<string>
  /** A request the document cannot describe the state for (a live refresh token, a signed-in member's password): known to be good. */
  knownGood?: (template: string, method: string) => Promise<{ headers?: Record<string, string>; body?: string } | undefined>
  params: (template: string, name: string) => string
  /** Webhook signatures by scheme: the headers that sign this raw body as the provider would. */
  signatures: Record<string, (body: string) => Record<string, string>>
  /** A photo the upload calls take (a JPEG large enough to be a head and shoulders). */
  photo: Buffer
}

export type Case = { label: string; params: Record<string, string>; query?: string; headers: Record<string, string>; body?: BodyInit }

const schemeHeaders = (scheme: string, fixture: Fixture, template: string, junk = false): Record<string, string> | undefined => {
  const capability = junk ? 'x'.repeat(43) : fixture.capability(template)
  switch (scheme) {
    case 'continueBearer':
      return { authorization: `Bearer ${capability}` }
    case 'continueHeader':
      return { 'x-continue-url': capability }
    case 'continueCookie':
      return { cookie: `ch_application=${capability}` }
    default: {
      const known = fixture.credentials[scheme]
      if (!known) return undefined
      if (!junk) return known
      return Object.fromEntries(Object.entries(known).map(([k, v]) => [k, v.replace(/(Bearer |=)(.*)$/, '$1junk.junk.junk')]))
    }
  }
}

/** The headers of the first security requirement the fixture can meet (an empty requirement: none). */
function credentialsFor(op: Operation, fixture: Fixture, template: string, junk = false): Record<string, string> | undefined {
  const requirements = op.security?.length ? op.security : [{}]
  for (const requirement of requirements) {
    const schemes = Object.keys(requirement)
    if (schemes.length === 0) return junk ? undefined : {}
    const parts = schemes.map((s) => schemeHeaders(s, fixture, template, junk))
    if (parts.every(Boolean)) return Object.assign({}, ...parts) as Record<string, string>
  }
  return undefined
}

const sample = <T>(arb: fc.Arbitrary<T>, seed: number, n: number) => fc.sample(arb, { numRuns: n, seed })

/** The requests the contract run sends one operation: valid ones drawn from its schemas, then each kind of bad one. */
export async function casesFor(doc: Document, template: string, method: string, op: Operation, fixture: Fixture, { seed, samples }: { seed: number; samples: number }): Promise<Case[]> {
  const schemas = doc.components.schemas
  const parameters = (op.parameters ?? []) as Parameter[]
  const pathParams = Object.fromEntries(parameters.filter((p) => p.in === 'path').map((p) => [p.name, fixture.params(template, p.name)]))
  for (const name of template.match(/\{(\w+)\}/g) ?? []) pathParams[name.slice(1, -1)] ??= fixture.params(template, name.slice(1, -1))
  const optional = parameters.filter((p) => p.in === 'query' || p.in === 'header')
  const paramArb = fc.record(
    Object.fromEntries(optional.map((p) => [p.name, schemaArbitrary(p.schema ?? { type: 'string' }, schemas)])),
    { requiredKeys: optional.filter((p) => p.required).map((p) => p.name) },
  ) as fc.Arbitrary<Record<string, unknown>>
  const json = op.requestBody?.content['application/json']?.schema as Schema | undefined
  const multipart = op.requestBody?.content['multipart/form-data']
  const bodyArb: fc.Arbitrary<unknown> = json ? schemaArbitrary(json, schemas) : fc.constant(undefined)
  const signedOut = template === '/v1/api/Auth/logout'
  const auth = signedOut ? { authorization: `Bearer ${await fixture.freshSignIn()}` } : credentialsFor(op, fixture, template)

  const cases: Case[] = []
  const split = (values: Record<string, unknown>) => {
    const query = new URLSearchParams()
    const headers: Record<string, string> = {}
    for (const p of optional) {
      const value = values[p.name]
      if (value === undefined || value === null) continue
      if (p.in === 'header') headers[p.name] = String(value)
      else if (Array.isArray(value)) for (const v of value) query.append(p.name, String(v))
      else query.set(p.name, String(value))
    }
    return { query: query.toString(), headers }
  }
  const multipartBody = () => {
    const form = new FormData()
    form.append('photo', new File([new Uint8Array(fixture.photo)], 'photo.jpg', { type: 'image/jpeg' }))
    return form
  }

  if (auth) {
    const known = await fixture.knownGood?.(template, method)
    if (known) cases.push({ label: 'valid (known good)', params: pathParams, headers: { ...auth, ...known.headers }, body: known.body })
    const values = sample(paramArb, seed, samples)
    const bodies = sample(bodyArb, seed + 1, samples)
    for (let i = 0; i < samples; i++) {
      const { query, headers } = split(values[i]!)
      if (headers['Idempotency-Key']) headers['Idempotency-Key'] = `${headers['Idempotency-Key']}-${seed}-${i}`.slice(0, 200)
      const body = json ? JSON.stringify(bodies[i]) : multipart ? multipartBody() : undefined
      // A provider's call is signed over its body, so each sample is signed for itself.
      const signed = Object.keys(op.security?.[0] ?? {}).map((scheme) => (typeof body === 'string' ? fixture.signatures[scheme]?.(body) : undefined))
      cases.push({ label: `valid sample ${i + 1}`, params: pathParams, query, headers: { ...auth, ...headers, ...Object.assign({}, ...signed) }, body })
    }
  }
  if (op.security?.length && !op.security.some((r) => Object.keys(r).length === 0)) {
    cases.push({ label: 'no credentials', params: pathParams, headers: {}, body: json ? JSON.stringify(sample(bodyArb, seed + 2, 1)[0]) : undefined })
    const junk = credentialsFor(op, fixture, template, true)
    if (junk) cases.push({ label: 'wrong credentials', params: pathParams, headers: junk, body: json ? JSON.stringify(sample(bodyArb, seed + 3, 1)[0]) : undefined })
  }
  // The bad parts one at a time: the rest of the request as a valid one would be.
  const base = { headers: auth ?? {}, body: json ? JSON.stringify(sample(bodyArb, seed + 4, 1)[0]) : undefined }
  for (const name of Object.keys(pathParams)) {
    for (const junk of ['999999999', 'not-an-id', '%00']) cases.push({ label: `path ${name}=${junk}`, params: { ...pathParams, [name]: junk }, ...base })
  }
  const query = parameters.filter((p) => p.in === 'query')
  if (query.length) {
    cases.push({ label: 'junk query', params: pathParams, query: new URLSearchParams(query.map((p) => [p.name, 'x\u0000y'])).toString(), ...base })
    cases.push({ label: 'fractional and huge numbers', params: pathParams, query: new URLSearchParams(query.map((p) => [p.name, p.schema?.type === 'integer' ? '1.5' : '9'.repeat(400)])).toString(), ...base })
  }
  if (json) {
    cases.push({ label: 'empty body', params: pathParams, headers: base.headers, body: '' })
    cases.push({ label: 'malformed JSON', params: pathParams, headers: base.headers, body: '{"a":' })
    cases.push({ label: 'not JSON', params: pathParams, headers: { ...base.headers, 'content-type': 'text/plain' }, body: 'hello' })
    cases.push({ label: 'over 64 kB', params: pathParams, headers: base.headers, body: JSON.stringify({ padding: 'x'.repeat(70 * 1024) }) })
    cases.push({ label: 'deeply nested', params: pathParams, headers: base.headers, body: '['.repeat(20_000) + ']'.repeat(20_000) })
    cases.push({ label: 'an array', params: pathParams, headers: base.headers, body: '[]' })
    cases.push({ label: 'null', params: pathParams, headers: base.headers, body: 'null' })
  }
  if (multipart) {
    cases.push({ label: 'multipart without the photo', params: pathParams, headers: base.headers, body: new FormData() })
    cases.push({ label: 'a photo sent as JSON', params: pathParams, headers: base.headers, body: '{}' })
  }
  return cases
}

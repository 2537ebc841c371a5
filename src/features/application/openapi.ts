import { bodySchema, errorReply, idempotencyKeyParam, idPathParam, json, jsonReply, ref, retryAfterHeader } from '@/lib/http/openapi'
import { APPLICATION_PHOTO_MAX_BYTES, MANDATE_STATUSES, MEMBERSHIP_STATUSES } from '@/model/application'

import { addressSchema, profileSchema, startInputSchema } from './schema'

/**
 * The individual application's calls (src/features/application/api.server.ts) for
 * /v1/api/openapi.json: paths, schemas and the continue capability as security schemes. The
 * route merges them; `applicationStartOperation` adds the start to the tour's POST /v1/api/leads.
 */

const without = (s: Record<string, unknown>, field: string) => {
  const properties = { ...(s.properties as Record<string, unknown>) }
  delete properties[field]
  return { ...s, properties, ...(Array.isArray(s.required) ? { required: (s.required as string[]).filter((r) => r !== field) } : {}) }
}

const startSchema = bodySchema(startInputSchema)

export const applicationSecuritySchemes = {
  continueBearer: {
    type: 'http',
    scheme: 'bearer',
    description: "The lead's continue capability (its `continueUrl`: 43 characters, e-mailed to the applicant, valid 30 days from when it was last sent).",
  },
  continueHeader: { type: 'apiKey', in: 'header', name: 'X-Continue-Url', description: 'The same capability in a header of its own.' },
  continueCookie: { type: 'apiKey', in: 'cookie', name: 'ch_application', description: "The website's HttpOnly cookie holding the capability; taken by the photo's GET only, so an <img> on the site shows it." },
}

// What every call on a lead shares, the corporate application's (./corporate/openapi.ts) too.

/** Every call on a lead presents its continue capability. */
export const capability = [{ continueBearer: [] }, { continueHeader: [] }]

/** The spec's `useAsync` query parameter; what it changes is the call's to say. */
export const asyncQueryParam = (description: string) => ({ name: 'useAsync', in: 'query', required: false, schema: { type: 'boolean' }, description })

/** Any call on a lead: a capability that opens nothing, and the database away. */
export const common = {
  '404': errorReply('No lead found: the capability is missing, wrong, expired or another lead’s, or the id is unknown (all alike).'),
  '503': errorReply("We're sorry. We're not able to process your request right now. Please try again.", retryAfterHeader),
}
/** A change to a lead, refused: bad input, `common`, or the application's state (`conflict`, the 409's words). */
export const leadWriteFailures = (conflict: string) => ({
  '400': errorReply('Invalid input (a message per field) or Idempotency-Key.'),
  ...common,
  '409': errorReply(conflict),
})
export const jsonBody = { '413': errorReply('Body over 64 kB.'), '415': errorReply('Body is not JSON.') }
export const privateNote = 'Replies carry `Cache-Control: private, no-store`.'
/** A photo upload: a form with the file in `photo` (the first file if named otherwise), or the image as the whole body. */
export const photoUploadBody = (maxBytes: number) => {
  const file = { type: 'string', format: 'binary', contentMediaType: 'image/*', description: `JPEG, PNG, WebP or HEIC, at most ${maxBytes} bytes; read by its content, not its name.` }
  return {
    required: true,
    content: {
      'multipart/form-data': { schema: { type: 'object', required: ['photo'], properties: { photo: file } } },
      'image/jpeg': { schema: file },
      'image/png': { schema: file },
      'image/webp': { schema: file },
    },
  }
}
/** A stored photo, as its GET gives it. */
export const photoReply = { description: 'The photo, re-encoded without metadata.', content: { 'image/jpeg': { schema: { type: 'string', format: 'binary' } } } }

const idParam = idPathParam('id', "The lead's id.")
const accountParam = idPathParam('accountId', "The lead's id: the lead is the direct-debit account.")
const useAsync = asyncQueryParam('Accepted as the spec sends it; the change is made before the reply either way (200).')
const idempotencyKey = idempotencyKeyParam(
  'Optional; 400 when it is not 8 to 200 printable characters. These writes are idempotent by design: a PATCH sets state, so a retry sets it again; completing again answers as before; redirect-flows gives the same key the same flow.',
)
const writeFailures = leadWriteFailures('The steps before are not done, or the application was already sent and can no longer be changed.')
const leadReply = jsonReply('The lead as it now stands.', 'ApplicationLead')

const leadWrite = (summary: string, body: string | null, extra: object = {}) => ({
  summary,
  description: privateNote,
  security: capability,
  parameters: [idParam, useAsync, idempotencyKey],
  ...(body ? { requestBody: { required: true, content: json(ref(body)) } } : {}),
  responses: { '200': leadReply, ...writeFailures, ...extra },
})

const tokenQuery = (name: string) => ({
  name,
  in: 'query',
  required: false,
  schema: { type: 'string' },
  description: 'The continue capability (or the whole e-mailed link). It may come in a header instead (see security).',
})

const paths = {
  '/v1/api/Customer': {
    get: {
      summary: 'The lead a continue capability opens, as a list whose first item is the lead',
      description: `Unknown, expired and malformed capabilities are 404 alike (not an empty list). ${privateNote}`,
      security: [...capability, {}],
      parameters: [tokenQuery('continueUrl')],
      responses: { '200': { description: 'One item: the lead.', content: json({ type: 'array', minItems: 1, maxItems: 1, items: ref('ApplicationLead') }) }, ...common },
    },
  },
  '/v1/api/leads': {
    get: {
      summary: 'The lead a continue capability opens',
      description: privateNote,
      security: [...capability, {}],
      parameters: [tokenQuery('continueurl')],
      responses: { '200': leadReply, ...common },
    },
  },
  '/v1/api/Customer/{id}/address': { patch: leadWrite('Save the address step', 'ApplicationAddress', jsonBody) },
  '/v1/api/Customer/{id}/profile': {
    patch: leadWrite('Save the about-you answers (the photo is its own call; the spec’s "company" is accepted and not stored)', 'ApplicationProfile', jsonBody),
  },
  '/v1/api/Customer/{id}/access': {
    patch: leadWrite("Change the applicant's first details (not the e-mail address: a different one is refused)", 'ApplicationDetails', jsonBody),
  },
  '/v1/api/Customer/{id}/photos': {
    get: {
      summary: "The applicant's photo (JPEG)",
      description: `Also by the website's cookie, so an <img> works. ${privateNote}`,
      security: [...capability, { continueCookie: [] }],
      parameters: [idParam],
      responses: { '200': photoReply, ...common },
    },
    patch: {
      ...leadWrite('Upload the head-and-shoulders photo', null, {
      '413': errorReply(`Over ${APPLICATION_PHOTO_MAX_BYTES / 1024 / 1024} MB: "Please choose a photo of 12 MB or less."`),
      '415': errorReply('Not multipart/form-data (or a bare image body).'),
      }),
      requestBody: photoUploadBody(APPLICATION_PHOTO_MAX_BYTES),
    },
    delete: leadWrite('Remove the photo', null),
  },
  '/v1/api/Customer/{id}/payment-reference': {
    patch: {
      ...leadWrite('After the direct-debit redirect: store the mandate and mark its reference set', null),
      description: `Body: an empty object, or none. When the lead waits on a setup and holds no live mandate, the setup's outcome is read from the provider first. 409 when no setup was made, the bank has not confirmed yet, or it was cancelled. ${privateNote}`,
    },
  },
  '/v1/api/Customer/{id}/complete': {
    post: {
      ...leadWrite('Send the application to the membership committee', null),
      description:
        'No body: the call itself is the applicant\'s agreement (show the summary\'s agreement box first); `{ "agreement": false }` is refused. Needs every step and a live mandate (409 otherwise). Sets membershipStatus Applied and e-mails the applicant and the membership team, once: calling again answers 200 with `Idempotent-Replayed: true` and sends nothing. ' +
        privateNote,
    },
  },
  '/v1/api/direct-debit/accounts/{accountId}/redirect-flows': {
    post: {
      summary: "Start the lead's direct-debit mandate setup; send the payer to redirectUrl",
      description: `Body optional and ignored. The same Idempotency-Key gives the same flow; without one each call starts a new flow. The provider sends the payer back to the site's payment step; then call PATCH /v1/api/Customer/{id}/payment-reference. ${privateNote}`,
      security: capability,
      parameters: [accountParam, idempotencyKey],
      responses: { '201': jsonReply('The flow.', 'RedirectFlow'), ...writeFailures },
    },
  },
  '/v1/api/direct-debit/accounts/{accountId}/mandates/{mandateId}': {
    get: {
      summary: "The lead's own mandate, as the provider holds it now",
      description: `404 for any mandate but the one the lead holds. ${privateNote}`,
      security: capability,
      parameters: [accountParam, { name: 'mandateId', in: 'path', required: true, schema: { type: 'string' } }],
      responses: { '200': jsonReply('The mandate.', 'Mandate'), ...common },
    },
  },
}

const nullable = (type: string) => ({ type: [type, 'null'] })

const schemas = {
  ApplicationLead: {
    type: 'object',
    description: 'Spec 001 section 3, Lead (dialcode spelt as the spec spells it).',
    required: ['id', 'emailAddress', 'membershipStatus', 'continueUrl', 'additionalContacts', 'address', 'profile', 'payment'],
    properties: {
      id: { type: 'integer' },
      title: nullable('string'),
      firstName: nullable('string'),
      lastName: nullable('string'),
      emailAddress: { type: 'string' },
      mobileNumber: nullable('string'),
      dialcode: nullable('string'),
      dateOfBirth: { type: ['string', 'null'], description: 'Year-month-day.' },
      locationId: { type: ['integer', 'null'], description: 'Home club.' },
      companyName: nullable('string'),
      webSite: { type: 'null', description: 'Individual applications have none.' },
      membershipStatus: { type: ['string', 'null'], enum: [...MEMBERSHIP_STATUSES, null], description: 'Started while the steps are filled in; Applied when sent; then the committee’s decision.' },
      continueUrl: { type: 'string', description: 'The capability the request presented.' },
      additionalContacts: { type: 'array', maxItems: 0, items: { type: 'object' }, description: 'Always empty for an individual application.' },
      address: {
        type: 'object',
        properties: Object.fromEntries(['addressLine1', 'addressLine2', 'town', 'county', 'country', 'postcode'].map((k) => [k, nullable('string')])),
      },
      profile: {
        type: 'object',
        properties: {
          gender: nullable('string'),
          industry: { type: ['string', 'null'], description: 'An Industries value, e.g. ACCOUNTING.' },
          role: nullable('string'),
          aboutMember: nullable('string'),
          headShotPhotoUrl: { type: ['string', 'null'], description: 'Relative to the site: GET it with the capability.' },
        },
      },
      payment: {
        type: 'object',
        properties: { mandateId: nullable('string'), mandateStatus: { type: ['string', 'null'], enum: [...MANDATE_STATUSES, null] } },
      },
    },
  },
  ApplicationAddress: bodySchema(addressSchema),
  ApplicationProfile: (() => {
    const s = bodySchema(profileSchema)
    return { ...s, properties: { ...(s.properties as object), company: { type: 'string', description: 'Accepted and not stored.' } } }
  })(),
  ApplicationDetails: without(startSchema, 'emailAddress'),
  ApplicationStart: {
    ...startSchema,
    required: ['startApplication', ...((startSchema.required as string[] | undefined) ?? [])],
    properties: { startApplication: { type: 'boolean', const: true }, ...(startSchema.properties as object) },
  },
  ApplicationStarted: {
    type: 'object',
    required: ['id', 'membershipStatus', 'continueUrl'],
    properties: { id: { type: 'integer' }, membershipStatus: { type: 'string', const: 'Started' }, continueUrl: { type: 'string', description: 'The new lead’s capability (also e-mailed).' } },
    description: 'Always a new lead, whether or not the address applied before (docs/decisions/045).',
  },
  RedirectFlow: { type: 'object', required: ['id', 'redirectUrl'], properties: { id: { type: 'string' }, redirectUrl: { type: 'string', format: 'uri' } } },
  Mandate: {
    type: 'object',
    required: ['id', 'status'],
    properties: {
      id: { type: 'string' },
      status: { type: 'string', enum: [...MANDATE_STATUSES] },
      reference: nullable('string'),
      createdAt: { type: ['string', 'null'], format: 'date-time' },
      links: { type: 'object', properties: { customer: { type: 'integer' } } },
    },
  },
}

export const applicationOpenApi = { paths, schemas, securitySchemes: applicationSecuritySchemes }

type Operation = { summary?: string; requestBody?: { content: Record<string, { schema: object }> }; responses: Record<string, { description: string; content?: Record<string, { schema: object }> }> }

/** The tour's POST /v1/api/leads, with the application's start beside it. */
export function applicationStartOperation(tour: Operation): Operation {
  const body = tour.requestBody?.content['application/json']?.schema ?? {}
  const alt = (code: string, extra: object) => {
    const was = tour.responses[code]
    const schema = was?.content?.['application/json']?.schema
    return { ...was, description: `${was?.description ?? ''}; or, for an application's start (whatever the address), the new lead and its capability`, content: json({ oneOf: [schema ?? {}, extra] }) }
  }
  return {
    ...tour,
    summary: `${tour.summary}; or, with "startApplication": true, start an individual membership application`,
    requestBody: { ...tour.requestBody, content: json({ oneOf: [body, ref('ApplicationStart')] }) },
    responses: { ...tour.responses, '201': alt('201', ref('ApplicationStarted')) },
  } as Operation
}

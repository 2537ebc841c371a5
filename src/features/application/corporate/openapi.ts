import { bodySchema, errorReply, idempotencyKeyParam, idPathParam, json, jsonReply, ref } from '@/lib/http/openapi'

import { asyncQueryParam, capability, common, jsonBody, leadWriteFailures, photoReply, photoUploadBody, privateNote } from '../openapi'

import { MEMBER_MESSAGES, MEMBER_PHOTO_MAX_BYTES, memberSchema } from './members'
import { businessSchema, contactSchema } from './schema'
import { COMPANY_START_MESSAGES, MAX_MEMBERSHIPS, MIN_MEMBERSHIPS } from './start'

/**
 * The corporate application's calls (./api.server.ts) for /v1/api/openapi.json. The route merges
 * them beside the individual application's (../openapi.ts), whose security schemes and shared
 * replies and parameters they use;
 * `corporateLeadSchema` widens the lead's schema with the company's fields, and
 * `corporateStartOperation` adds the corporate start to POST /v1/api/leads.
 */

const idParam = idPathParam('id', "The company's lead id.")
const contactIdParam = idPathParam('contactId', "The member's id (the add's additionalContactId).")
const useAsync = asyncQueryParam('Accepted as the spec sends it. Only adding a member is asynchronous (202); every other change is made before the reply.')
const idempotencyKey = idempotencyKeyParam(
  'Optional; 400 when it is not 8 to 200 printable characters. Not stored: updates set state, so a retry sets it again; a retried add finds its e-mail taken (400) once the first is queued or made.',
)
const writeFailures = leadWriteFailures('The steps before are not done, the application is not a corporate one, or it was already sent and can no longer be changed.')
const leadReply = jsonReply('The lead as it now stands, with its company and members.', 'ApplicationLead')
const memberReply = jsonReply('The member as it now stands.', 'AdditionalContact')

const leadWrite = (summary: string, description: string, body: string | null) => ({
  summary,
  description: `${description} ${privateNote}`,
  security: capability,
  parameters: [idParam, useAsync, idempotencyKey],
  ...(body ? { requestBody: { required: true, content: json(ref(body)) } } : {}),
  responses: { '200': leadReply, ...writeFailures, ...(body ? jsonBody : {}) },
})

const paths = {
  '/v1/api/Customer/{id}/contact': {
    patch: {
      summary: "Change the company's contacts: the primary contact (operation 0), add or update a member (1), remove a member (3)",
      description:
        'The Corporate member payload (spec 001 section 3) with its `operation`. ' +
        '**0**: the primary contact (title, names, dial code, mobile, role; the e-mail stays the one the link went to): 200, the lead. ' +
        `**1 without \`id\`**: add a member: checked at once (the schema; at most 10 members, counting adds still queued, 409 "${MEMBER_MESSAGES.full}"; the e-mail unused in the company, 400 "${MEMBER_MESSAGES.duplicateEmail}") and queued: **202** \`{ additionalContactId, status: "queued", statusUrl }\`. The member appears in the lead's additionalContacts (GET /v1/api/Customer?continueUrl=) with that id within moments; poll it every second, or GET statusUrl. The rules are checked again when the add is made, so adds racing each other still end with at most 10 members and no e-mail twice (docs/decisions/023). ` +
        '**1 with `id`**: update that member: 200, the member. **3 with `id`**: remove that member: 200 `{ additionalContactId, removed: true }`. ' +
        `A member id that is not this company's is 404 "${MEMBER_MESSAGES.notFound}". ${privateNote}`,
      security: capability,
      parameters: [idParam, useAsync, idempotencyKey],
      requestBody: { required: true, content: json(ref('CorporateContactChange')) },
      responses: {
        '200': { description: 'Operation 0: the lead. Operation 1 with an id: the member. Operation 3: the removal.', content: json({ oneOf: [ref('ApplicationLead'), ref('AdditionalContact'), ref('ContactRemoved')] }) },
        '202': { description: 'Operation 1 without an id: the add is queued.', headers: { Location: { schema: { type: 'string' }, description: 'The add’s status URL.' } }, content: json(ref('ContactQueued')) },
        ...writeFailures,
        ...jsonBody,
      },
    },
  },
  '/v1/api/leads/{id}/contact': {
    patch: {
      summary: 'Remove a member from the company (the spec’s operate service)',
      description: `Body \`{ "id": <member id>, "operation": 3 }\` (operation may be left out; any other is 400). The same as operation 3 on PATCH /v1/api/Customer/{id}/contact. ${privateNote}`,
      security: capability,
      parameters: [idParam, useAsync, idempotencyKey],
      requestBody: { required: true, content: json({ type: 'object', required: ['id'], properties: { id: { type: 'integer' }, operation: { type: 'integer', const: 3 } } }) },
      responses: { '200': jsonReply('The member was removed.', 'ContactRemoved'), ...writeFailures, ...jsonBody },
    },
  },
  '/v1/api/Customer/{id}/business-details': {
    patch: leadWrite('Save the company’s details (step 2, ABOUT THE COMPANY)', 'Needs the contact details step first (409). The industry is an Industries value.', 'CorporateBusinessDetails'),
  },
  '/v1/api/Customer/{id}/members-visited': {
    patch: leadWrite(
      'Mark the members page as seen (step 3)',
      'Ours: the spec keeps this flag in the browser (its membersPage marker); the server keeps it so every device agrees and the Direct Debit can require it. Any body is ignored; calling again changes nothing.',
      null,
    ),
  },
  '/v1/api/Customer/{id}/contacts/{contactId}': {
    get: {
      summary: 'A member, or the state of the add that promised its id',
      description: `200 the member once made; 202 \`{ status: "queued" }\` while the add waits (Retry-After: 1); 400 or 409 \`{ status: "refused", message }\` when it was refused as it ran (the company became full, or the e-mail was taken meanwhile); 404 for an id that is not this company's. ${privateNote}`,
      security: capability,
      parameters: [idParam, contactIdParam],
      responses: {
        '200': memberReply,
        '202': jsonReply('Still queued.', 'ContactQueued'),
        '400': errorReply('Refused as it ran: the e-mail was taken meanwhile.'),
        '409': errorReply('Refused as it ran: the company already had 10 members, or the application was sent or its link replaced.'),
        ...common,
      },
    },
  },
  '/v1/api/Customer/{id}/contacts/{contactId}/photos': {
    get: {
      summary: "A member's photo (JPEG)",
      description: `Also by the website's cookie, so an <img> works. ${privateNote}`,
      security: [...capability, { continueCookie: [] }],
      parameters: [idParam, contactIdParam],
      responses: { '200': photoReply, ...common },
    },
    patch: {
      summary: "Upload a member's photo",
      description: `multipart/form-data with the file in \`photo\` (or the first file), or a bare image body. At most ${MEMBER_PHOTO_MAX_BYTES} bytes; checked by its content and re-encoded without metadata. ${privateNote}`,
      security: capability,
      parameters: [idParam, contactIdParam, useAsync, idempotencyKey],
      requestBody: photoUploadBody(MEMBER_PHOTO_MAX_BYTES),
      responses: {
        '200': memberReply,
        ...writeFailures,
        '413': errorReply(`Over ${MEMBER_PHOTO_MAX_BYTES} bytes: "${MEMBER_MESSAGES.photoTooLarge}"`),
        '415': errorReply('Not multipart/form-data (or a bare image body).'),
      },
    },
  },
}

const nullable = (type: string) => ({ type: [type, 'null'] })
const memberInput = bodySchema(memberSchema)
const contactInput = bodySchema(contactSchema)

const schemas = {
  AdditionalContact: {
    type: 'object',
    description: 'Spec 001 section 3, Additional contact.',
    required: ['id', 'title', 'firstName', 'lastName', 'emailAddress', 'mobile', 'dateOfBirth', 'role', 'imageUrl'],
    properties: {
      id: { type: 'integer' },
      title: { type: 'string' },
      firstName: { type: 'string' },
      lastName: { type: 'string' },
      emailAddress: { type: 'string', description: 'In lower case; once per company.' },
      mobile: { type: 'string', description: 'The dial code and the number together, e.g. +447700900123.' },
      dialCode: { type: 'string' },
      mobileNumber: { type: 'string' },
      dateOfBirth: { type: 'string', description: 'Year-month-day.' },
      role: nullable('string'),
      imageUrl: { type: ['string', 'null'], description: 'Relative to the site: GET it with the capability.' },
    },
  },
  CorporateContactChange: (() => {
    const person = (schema: Record<string, unknown>) => schema.properties as Record<string, unknown>
    const alternates = {
      number: { type: 'string', description: 'The number, as the spec also sends it (instead of mobileNumber).' },
      mobile: { type: 'string', description: 'Dial code and number together (instead of dialCode and mobileNumber).' },
      headShotPhotoUrl: { type: 'null', description: 'Ignored: photos are their own calls.' },
    }
    return {
      description:
        'Spec 001 section 3, Corporate member payload, by `operation`: 0 changes the primary contact (role one of the list), 1 adds a member (without `id`) or updates one (with `id`; role optional free text, date of birth required), 3 removes the member `id`. `mobileNumber` (or `number`) is the number; the dial code is `dialCode`, or else what `mobile` holds before the number.',
      oneOf: [
        { type: 'object', title: 'Operation 0: the primary contact', required: ['operation', ...((contactInput.required as string[]) ?? [])], properties: { operation: { type: 'integer', const: 0 }, ...person(contactInput), ...alternates } },
        {
          type: 'object',
          title: 'Operation 1: add or update a member',
          required: ['operation', ...((memberInput.required as string[]) ?? [])],
          properties: { operation: { type: 'integer', const: 1 }, id: { type: 'integer', description: 'The member to update; leave it out to add one.' }, ...person(memberInput), ...alternates },
        },
        { type: 'object', title: 'Operation 3: remove a member', required: ['operation', 'id'], properties: { operation: { type: 'integer', const: 3 }, id: { type: 'integer', description: 'The member to remove.' } } },
      ],
    }
  })(),
  ContactQueued: {
    type: 'object',
    required: ['additionalContactId', 'status'],
    properties: {
      additionalContactId: { type: 'integer', description: 'The id the member will have (reserved now).' },
      status: { type: 'string', const: 'queued' },
      statusUrl: { type: 'string', description: 'GET it for the add’s state.' },
    },
  },
  ContactRemoved: { type: 'object', required: ['additionalContactId', 'removed'], properties: { additionalContactId: { type: 'integer' }, removed: { type: 'boolean', const: true } } },
  CorporateBusinessDetails: bodySchema(businessSchema),
  CorporateApplicationStart: {
      type: 'object',
      description: `A corporate start: the primary contact's first details (ApplicationStart) with the company's name and its number of memberships (${MIN_MEMBERSHIPS} to ${MAX_MEMBERSHIPS}).`,
      allOf: [ref('ApplicationStart'), { type: 'object', required: ['companyName', 'numberOfMembers'], properties: { companyName: { type: 'string', minLength: 1, description: `"${COMPANY_START_MESSAGES.companyRequired}" when missing.` }, numberOfMembers: { type: 'integer', minimum: MIN_MEMBERSHIPS, maximum: MAX_MEMBERSHIPS, description: `"${COMPANY_START_MESSAGES.membershipsRequired}" when missing or out of range.` } } }],
  },
}

export const corporateOpenApi = { paths, schemas }

/** The lead's schema with what a corporate lead adds: its company and its members. */
export function corporateLeadSchema(lead: Record<string, unknown>): Record<string, unknown> {
  const properties = lead.properties as Record<string, unknown>
  return {
    ...lead,
    description: `${String(lead.description ?? '')} A corporate lead (clientType Corporate) adds numberOfMembers, businessIndustry and aboutCompany, its webSite, and its members in additionalContacts, newest first.`,
    properties: {
      ...properties,
      webSite: { type: ['string', 'null'], description: 'The company’s website (corporate); null for an individual application.' },
      additionalContacts: { type: 'array', maxItems: 10, items: ref('AdditionalContact'), description: 'The company’s members, newest first (corporate); empty for an individual application.' },
      numberOfMembers: { type: ['integer', 'null'], description: 'Corporate only: the memberships asked for (3 to 10).' },
      businessIndustry: { type: ['string', 'null'], description: 'Corporate only: an Industries value (the profile’s industry).' },
      aboutCompany: { type: ['string', 'null'], description: 'Corporate only: about the company (the profile’s aboutMember).' },
    },
  }
}

type Operation = { summary?: string; requestBody?: { content: Record<string, { schema: { oneOf?: object[] } }> } }

/** POST /v1/api/leads with the corporate start beside the tour and the individual start. */
export function corporateStartOperation<O extends Operation>(operation: O): O {
  const body = operation.requestBody?.content['application/json']?.schema ?? {}
  const alternatives = body.oneOf ?? [body]
  return {
    ...operation,
    summary: `${operation.summary}; with companyName and numberOfMembers too, a corporate one (the person is the company's primary contact)`,
    requestBody: { ...operation.requestBody, content: json({ oneOf: [...alternatives, ref('CorporateApplicationStart')] }) },
  }
}

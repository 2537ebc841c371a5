import { bodySchema, idempotencyKeySchema } from '@/lib/http/openapi'

import { enquiryCreateSchema, tourRequestSchema } from './schema'

/** The spec's calls this app serves, described from the same zod schemas that check them. */

const errorReply = {
  type: 'object',
  required: ['message'],
  properties: {
    message: { type: 'string' },
    errors: { type: 'object', additionalProperties: { type: 'string' }, description: 'Field path to the message to show beside it.' },
  },
}

const idempotencyKey = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'One key per submission (a UUID). Retrying with the same key returns the first result and stores nothing new; the same key with different data is refused with 422. Without a key, identical submissions from one address within ten minutes are stored once.',
  schema: idempotencyKeySchema,
}

const useAsync = {
  name: 'useAsync',
  in: 'query',
  required: false,
  description: 'true: reply 202 as soon as the submission is stored; its record and notifications are made right after, once (a few seconds at most under load). Without it the reply (201) waits for them.',
  schema: { type: 'boolean' },
}

const failures = {
  '400': { description: 'Invalid input: per-field messages.', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
  '413': { description: 'Body over 64 kB.', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
  '415': { description: 'Body is not JSON.', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
  '422': { description: 'Idempotency-Key reused with different data.', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
  '429': {
    description: 'Too many submissions from one address; see Retry-After.',
    headers: { 'Retry-After': { schema: { type: 'integer' } } },
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  },
  '503': {
    description: "We're sorry. We're not able to process your request right now. Please try again.",
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  },
}

const createdAs = (schema: object, description: string) => ({
  '201': { description, content: { 'application/json': { schema } } },
  '202': { description: `${description} (useAsync=true)`, content: { 'application/json': { schema } } },
})

const created = (ref: string, description: string) => ({
  '201': { description, content: { 'application/json': { schema: { $ref: ref } } } },
  '202': { description: `${description} (useAsync=true)`, content: { 'application/json': { schema: { $ref: ref } } } },
})

const leadCreated = {
  type: 'object',
  required: ['id', 'status', 'replayed'],
  properties: {
    id: { type: ['integer', 'null'], description: "The lead's id (null only for a submission that is thanked and discarded). With useAsync=true the lead appears under it a moment after the reply." },
    status: { type: 'string', enum: ['new'] },
    replayed: { type: 'boolean', description: 'true when this answers a retry of an earlier submission.' },
    linkedTo: { type: 'null', description: 'Always null, kept for older clients: whether this e-mail was used before is shown to staff only (docs/decisions/045).' },
  },
}

export function openApiDocument(serverUrl: string) {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Clubhouse API',
      version: '1.0.0',
      description: 'Enquiries, tour requests and leads. Field messages are the ones the website shows.',
    },
    servers: [{ url: serverUrl }],
    paths: {
      '/v1/api/Enquiry/create': {
        post: {
          summary: 'Send an enquiry (membership: club, social, corporate; or office, event)',
          parameters: [idempotencyKey, useAsync],
          requestBody: { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/EnquiryCreate' } } } },
          responses: {
            ...created('#/components/schemas/EnquiryCreated', 'Enquiry stored'),
            ...failures,
          },
        },
      },
      '/v1/api/Customer': {
        post: {
          summary: 'Request a tour (Club or Corporate)',
          parameters: [idempotencyKey, useAsync],
          requestBody: { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/TourRequest' } } } },
          responses: { ...created('#/components/schemas/LeadCreated', 'Lead stored'), ...failures },
        },
      },
      '/v1/api/leads': {
        post: {
          summary: 'Create a lead: the tour payload as JSON, or `{ query, variables: { input } }` (book a tour mutation)',
          parameters: [idempotencyKey, useAsync],
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: {
                  oneOf: [
                    { $ref: '#/components/schemas/TourRequest' },
                    {
                      type: 'object',
                      required: ['query', 'variables'],
                      properties: {
                        query: { type: 'string' },
                        variables: { type: 'object', required: ['input'], properties: { input: { $ref: '#/components/schemas/TourRequest' } } },
                      },
                    },
                  ],
                },
              },
            },
          },
          responses: {
            ...createdAs(
              { oneOf: [{ $ref: '#/components/schemas/LeadCreated' }, { $ref: '#/components/schemas/BookATourReply' }] },
              'Lead stored (the `{ query, variables }` form gets `{ data: { bookATour: … } }`)',
            ),
            ...failures,
          },
        },
      },
    },
    components: {
      schemas: {
        TourRequest: bodySchema(tourRequestSchema),
        EnquiryCreate: bodySchema(enquiryCreateSchema),
        LeadCreated: leadCreated,
        BookATourReply: {
          type: 'object',
          description: 'The reply to the `{ query, variables }` form of POST /v1/api/leads, as a GraphQL server would give it.',
          required: ['data'],
          properties: { data: { type: 'object', required: ['bookATour'], properties: { bookATour: { $ref: '#/components/schemas/LeadCreated' } } } },
        },
        EnquiryCreated: {
          type: 'object',
          required: ['NoResponse', 'id', 'replayed'],
          properties: { NoResponse: { type: 'boolean', const: true }, id: { type: ['integer', 'null'] }, replayed: { type: 'boolean' }, linkedTo: { type: 'null', description: 'Always null, kept for older clients: whether this e-mail was used before is shown to staff only.' } },
        },
        Error: errorReply,
      },
    },
  }
}

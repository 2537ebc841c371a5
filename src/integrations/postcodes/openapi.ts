import { json, ref } from '@/lib/http/openapi'

import { POSTCODE_LOOKUP_RULE } from './lookup.server'

/** GET /v1/api/postcodes/{postcode} for /v1/api/openapi.json. */
export const postcodesOpenApi = {
  paths: {
    '/v1/api/postcodes/{postcode}': {
      get: {
        summary: 'The addresses at a UK postcode',
        description: `For the application's address steps. At most ${POSTCODE_LOOKUP_RULE.limit} lookups per ${POSTCODE_LOOKUP_RULE.windowMs / 60_000} minutes from one address.`,
        parameters: [{ name: 'postcode', in: 'path', required: true, schema: { type: 'string' }, description: 'Any case, with or without its space: "sw6 4lz".' }],
        responses: {
          '200': {
            description: 'The addresses; an empty list when the postcode has none.',
            content: json({
              type: 'object',
              required: ['postcode', 'addresses'],
              properties: { postcode: { type: 'string', description: 'As Royal Mail writes it: "SW6 4LZ".' }, addresses: { type: 'array', items: ref('PostcodeAddress') } },
            }),
          },
          '400': { description: 'Not a UK postcode.', content: json(ref('Error')) },
          '429': { description: 'Too many lookups from this address (see Retry-After).', headers: { 'Retry-After': { schema: { type: 'integer' } } }, content: json(ref('Error')) },
          '503': { description: 'The lookup service or the database is not answering; enter the address by hand.', headers: { 'Retry-After': { schema: { type: 'integer' } } }, content: json(ref('Error')) },
        },
      },
    },
  },
  schemas: {
    PostcodeAddress: {
      type: 'object',
      required: ['line_1', 'line_2', 'post_town', 'county', 'postcode'],
      properties: {
        line_1: { type: 'string' },
        line_2: { type: 'string', description: 'Empty when the address has one line.' },
        post_town: { type: 'string', description: 'Upper case, as Royal Mail writes it.' },
        county: { type: 'string' },
        postcode: { type: 'string' },
      },
    },
  },
}

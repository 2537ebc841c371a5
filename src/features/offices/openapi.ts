import type { z } from 'zod'

import { imageSchema, json, jsonReply, queryParameters, ref, searchOperation, unavailable } from '@/lib/http/openapi'

import { NO_OFFICE_DATA, OFFICE_PAGE_SIZE } from './constants'
import { officeSearchParamsSchema } from './params'

/**
 * The office calls for /v1/api/openapi.json: paths and schemas the route merges into one document.
 * `#/components/schemas/Error` ({ message, errors }) is the document's shared error reply.
 */

const descriptions: Record<keyof z.input<typeof officeSearchParamsSchema>, string> = {
  location: 'A club location id (Fulham 5, Knightsbridge 15, Kensington 14, City 8). Repeat for several (OR).',
  priceMin: 'Lowest price per month, £, inclusive.',
  priceMax: 'Highest price per month, £, inclusive.',
  peopleMin: 'Fewest workstations, inclusive.',
  peopleMax: 'Most workstations, inclusive.',
  availableNow: '1 or true: only offices available from a London day no later than today plus three months.',
  page: `Pages of ${OFFICE_PAGE_SIZE}.`,
}

const range = { type: 'object', required: ['min', 'max'], properties: { min: { type: 'number' }, max: { type: 'number' } } }

const schemas = {
  OfficeSummary: {
    type: 'object',
    required: ['id', 'officeGroupId', 'title', 'description', 'price', 'workStations', 'location', 'availableFrom', 'image', 'portraitImage'],
    properties: {
      id: { type: 'integer' },
      officeGroupId: { type: 'string', description: 'The reference: /v1/api/offices/{officeGroupId}, page /office-detail?officeId={officeGroupId}.' },
      title: { type: 'string' },
      description: { type: ['string', 'null'] },
      price: { type: 'object', required: ['value'], properties: { value: { type: 'number', description: '£ per month.' } } },
      workStations: { type: 'object', required: ['capacity'], properties: { capacity: { type: 'integer' } } },
      location: {
        type: 'object',
        required: ['id', 'displayName', 'clubName'],
        properties: { id: { type: 'integer', description: 'Club location id.' }, displayName: { type: 'string' }, clubName: { type: 'string' } },
      },
      availableFrom: { type: 'string', format: 'date', description: 'A London day.' },
      image: imageSchema,
      portraitImage: imageSchema,
    },
  },
  OfficeSearchResult: {
    type: 'object',
    required: ['count', 'page', 'pageSize', 'end', 'results', 'facets', 'ranges'],
    properties: {
      count: { type: 'integer', minimum: 0 },
      page: { type: 'integer', minimum: 1 },
      pageSize: { type: 'integer', const: OFFICE_PAGE_SIZE },
      end: { type: 'boolean', description: `True on the last page: page × ${OFFICE_PAGE_SIZE} ≥ count.` },
      results: { type: 'array', items: ref('OfficeSummary'), description: 'Cheapest first; equal prices by id, so pages never overlap.' },
      facets: {
        type: 'object',
        required: ['location'],
        properties: {
          location: {
            type: 'array',
            description: 'Counted with the price, people and availability filters but not the location filter. Locations with none are left out unless chosen.',
            items: {
              type: 'object',
              required: ['id', 'displayName', 'count'],
              properties: { id: { type: 'integer' }, displayName: { type: 'string' }, count: { type: 'integer', minimum: 0 } },
            },
          },
        },
      },
      ranges: {
        type: 'object',
        description: 'The sliders’ bounds: min and max over the chosen locations and availability, not narrowed by the chosen ranges; 0 and 0 when there are none.',
        required: ['price', 'workStations'],
        properties: { price: range, workStations: range },
      },
    },
  },
  Office: {
    type: 'object',
    description: 'The office as staff edited it, with its club and pictures (Payload document, depth 1).',
    required: ['id', 'officeGroupId', 'title', 'pricePerMonth', 'workstations', 'availableFrom', 'location'],
    properties: {
      id: { type: 'integer' },
      officeGroupId: { type: 'string' },
      title: { type: 'string' },
      description: { type: ['string', 'null'] },
      pricePerMonth: { type: 'number' },
      workstations: { type: 'integer' },
      availableFrom: { type: 'string', format: 'date-time' },
      displayName: { type: ['string', 'null'] },
      location: { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' }, locationId: { type: 'integer' } } },
      longDescription: { description: 'Lexical rich text.' },
      image: { type: 'object', description: 'A media document.' },
      landscapeImages: { type: ['array', 'null'], items: { type: 'object' } },
      portraitImages: { type: ['array', 'null'], items: { type: 'object' } },
      floorPlanImage: { type: ['object', 'null'] },
      floorplanList: { type: ['array', 'null'], items: { type: 'object' } },
      info: { type: ['array', 'null'], items: { type: 'object', properties: { title: { type: 'string' }, detail: { type: 'string' } } } },
      prices: { type: ['array', 'null'], items: { type: 'object', properties: { label: { type: 'string' }, value: { type: 'string' } } } },
      amenities: { type: ['array', 'null'], items: { type: 'object', properties: { icon: { type: 'string' }, text: { type: 'string' } } } },
      facilities: { type: ['array', 'null'], items: { type: 'object', properties: { text: { type: 'string' } } } },
      featureList: { type: ['array', 'null'], items: { type: 'object', properties: { text: { type: 'string' } } } },
      contactGroups: { type: ['array', 'null'], items: { type: 'object' } },
    },
  },
  NoOfficeData: { type: 'object', required: ['message'], properties: { message: { type: 'string', const: NO_OFFICE_DATA } } },
}

const paths = {
  '/v1/api/offices/search': searchOperation({
    summary: `Search offices, cheapest first, in pages of ${OFFICE_PAGE_SIZE}, with location counts and the sliders’ bounds`,
    parameters: queryParameters(officeSearchParamsSchema, descriptions),
    reply: jsonReply('A page of offices, the total, the facets and the ranges.', 'OfficeSearchResult'),
  }),
  '/v1/api/offices/{officeGroupId}': {
    get: {
      summary: 'One office shown on the website, by its reference',
      parameters: [{ name: 'officeGroupId', in: 'path', required: true, schema: { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$' } }],
      responses: {
        '200': jsonReply('The office.', 'Office'),
        '404': { description: `Unknown or hidden: "${NO_OFFICE_DATA}"`, content: json(ref('NoOfficeData')) },
        '503': unavailable,
      },
    },
  },
}

export const officesOpenApi = { paths, schemas }

import type { z } from 'zod'

import { imageSchema, json, queryParameters, ref, unavailable } from '@/lib/http/openapi'

import { EVENT_CATEGORIES, EVENT_STATUSES, EVENT_TYPES } from './constants'
import { eventSearchParamsSchema } from './params'

/**
 * The events calls for /v1/api/openapi.json: paths and schemas the route merges into one document.
 * `#/components/schemas/Error` ({ message, errors }) is the document's shared error reply.
 */

const values = (list: readonly { value: string }[]) => list.map((o) => o.value)

const descriptions: Record<keyof z.input<typeof eventSearchParamsSchema>, string> = {
  club: 'Club name, e.g. Fulham. Repeat for several (OR).',
  category: `Category, repeat for several (OR): ${values(EVENT_CATEGORIES).join(', ')}.`,
  type: `Who it is for, repeat for several (OR): ${values(EVENT_TYPES).join(', ')}.`,
  status: `Ticket status, repeat for several (OR): ${values(EVENT_STATUSES).join(', ')}.`,
  month: 'A London month, YYYY-MM.',
  offset: 'Events to skip.',
  limit: 'Events to return.',
}

const facet = { type: 'array', items: ref('FacetValue') }

const schemas = {
  FacetValue: { type: 'object', required: ['value', 'count'], properties: { value: { type: 'string' }, count: { type: 'integer', minimum: 0 } } },
  EventSummary: {
    type: 'object',
    required: ['id', 'slug', 'title', 'description', 'startsAt', 'endsAt', 'eventStatus', 'eventType', 'eventCategories', 'club', 'eventPrice', 'headerImage'],
    properties: {
      id: { type: 'integer' },
      slug: { type: 'string', description: 'The event page is /event/{slug}.' },
      title: { type: 'string' },
      description: { type: ['string', 'null'] },
      startsAt: { type: 'string', format: 'date-time', description: 'An instant; show it in Europe/London.' },
      endsAt: { type: ['string', 'null'], format: 'date-time' },
      eventStatus: { type: 'string', enum: values(EVENT_STATUSES) },
      eventType: { type: 'string', enum: values(EVENT_TYPES) },
      eventCategories: { type: 'array', items: { type: 'string', enum: values(EVENT_CATEGORIES) }, description: 'In the order staff gave them.' },
      club: { type: 'object', required: ['name', 'locationId'], properties: { name: { type: 'string' }, locationId: { type: 'integer' } } },
      eventPrice: { type: ['number', 'null'], description: 'From £; null when free or not priced.' },
      headerImage: imageSchema,
    },
  },
  EventSearchResult: {
    type: 'object',
    required: ['count', 'results', 'facets'],
    properties: {
      count: { type: 'integer', minimum: 0, description: 'Events matching every filter.' },
      results: { type: 'array', items: ref('EventSummary') },
      facets: {
        type: 'object',
        description:
          'Each group counted with every filter except its own, so a chosen value never zeroes its own group; a chosen value with no matches is listed with 0. Values sorted; months ascending.',
        required: ['club', 'eventType', 'eventStatus', 'month', 'eventCategories'],
        properties: { club: facet, eventType: facet, eventStatus: facet, month: facet, eventCategories: facet },
      },
    },
  },
  TicketRequestCreate: {
    type: 'object',
    required: ['fullName', 'email', 'phone', 'items'],
    properties: {
      fullName: { type: 'string' },
      email: { type: 'string', format: 'email' },
      phone: { type: 'string' },
      message: { type: ['string', 'null'] },
      items: {
        type: 'array',
        maxItems: 100,
        description: 'At least one ticket with a quantity above 0.',
        items: {
          type: 'object',
          required: ['index', 'quantity'],
          properties: {
            index: { type: 'integer', minimum: 0, maximum: 99, description: "The ticket's position in the event's ticket list." },
            quantity: { type: 'integer', minimum: 0, maximum: 100, description: "Within the ticket's minimum and maximum; 0 leaves it out." },
          },
        },
      },
    },
  },
  TicketRequestCreated: {
    type: 'object',
    required: ['reference', 'total', 'items'],
    properties: {
      reference: { type: 'string', description: 'Quote it when calling the club.' },
      total: { type: 'number', description: '£, at the event’s prices at the time of the request.' },
      items: {
        type: 'array',
        items: {
          type: 'object',
          required: ['title', 'unitPrice', 'quantity', 'lineTotal'],
          properties: { title: { type: 'string' }, unitPrice: { type: 'number' }, quantity: { type: 'integer' }, lineTotal: { type: 'number' } },
        },
      },
      event: { type: 'object', properties: { title: { type: 'string' }, startsAt: { type: ['string', 'null'], format: 'date-time' } } },
    },
  },
}

const paths = {
  '/v1/api/events/search': {
    get: {
      summary: 'Search upcoming events (starting now or later), soonest first, with facet counts',
      description: 'Filters AND across groups and OR within one. Months and times are London’s.',
      parameters: queryParameters(eventSearchParamsSchema, descriptions),
      responses: {
        '200': { description: 'A page of events, the total and the facets.', content: json(ref('EventSearchResult')) },
        '400': { description: 'A parameter is not valid: a message per parameter.', content: json(ref('Error')) },
        '503': unavailable,
      },
    },
  },
  '/v1/api/events/{slug}/ticket-requests': {
    post: {
      summary: 'Request tickets for an event; staff confirm and take payment',
      parameters: [
        { name: 'slug', in: 'path', required: true, schema: { type: 'string', pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$' } },
        {
          name: 'Idempotency-Key',
          in: 'header',
          required: false,
          description: 'One key per submission (a UUID): a retry with the same key returns the first result.',
          schema: { type: 'string', minLength: 8, maxLength: 200 },
        },
      ],
      requestBody: { required: true, content: json(ref('TicketRequestCreate')) },
      responses: {
        '201': {
          description: 'Request stored; staff confirm it and take payment. A retry with the same Idempotency-Key answers the same, with Idempotent-Replayed: true.',
          headers: { 'Idempotent-Replayed': { schema: { type: 'string', enum: ['true'] } } },
          content: json(ref('TicketRequestCreated')),
        },
        '400': { description: 'Invalid input: a message per field (items.{n} for a ticket).', content: json(ref('Error')) },
        '404': { description: 'No such event on the website.', content: json(ref('Error')) },
        '409': { description: 'Sold out (the event or a chosen ticket), or the event has started.', content: json(ref('Error')) },
        '413': { description: 'Body too large.', content: json(ref('Error')) },
        '415': { description: 'Body is not JSON.', content: json(ref('Error')) },
        '422': { description: 'Idempotency-Key reused with different data.', content: json(ref('Error')) },
        '429': {
          description: 'Too many new ticket requests from this address (ENQUIRY_RATE_LIMIT per 10 minutes; retries with the same key do not count).',
          headers: { 'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer' } } },
          content: json(ref('Error')),
        },
        '503': unavailable,
      },
    },
  },
}

export const eventsOpenApi = { paths, schemas }

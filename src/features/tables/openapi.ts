import { json, ref, idempotencyKeySchema } from '@/lib/http/openapi'
import { BOOKING_NOTES_MAX, TABLE_BOOKING_LOCATION_ID } from '@/model/tables'

import { PARTY_SIZE_MAX } from './schema'

/** The table calls (src/features/tables/api.server.ts) for /v1/api/openapi.json. */
const refused = (description: string) => ({ description, content: json(ref('Error')) })
const invalid = { description: 'The request does not pass the checks; `errors` has a message per field.', content: json(ref('Error')) }
const signIn = refused('No valid member access token (Authorization: Bearer, from POST /v1/api/Auth/token).')
const unavailable = { description: 'The database is not answering; try again (see Retry-After).', headers: { 'Retry-After': { schema: { type: 'integer' } } }, content: json(ref('Error')) }
const member = [{ memberBearer: [] }]
const idParam = { name: 'id', in: 'path', required: true, schema: { type: 'integer' }, description: 'The booking’s id.' }

export const tablesOpenApi = {
  paths: {
    '/v1/api/tables/availability': {
      get: {
        summary: 'A day’s table slots',
        description: 'Every slot of the day at the club’s restaurants and rooms, each saying whether the party fits. Times are instants (UTC, ISO 8601); clubs keep and show them in London time. A bearer token may be sent; the slots are the same without one.',
        security: [...member, {}],
        parameters: [
          { name: 'date', in: 'query', required: true, schema: { type: 'string', format: 'date' }, description: 'The day, YYYY-MM-DD (London).' },
          { name: 'partySize', in: 'query', required: true, schema: { type: 'integer', minimum: 1, maximum: PARTY_SIZE_MAX } },
          { name: 'club', in: 'query', required: false, schema: { type: 'integer' }, description: `A club’s locationId (Fulham 5, Knightsbridge 15, Kensington 14, City 8); ${TABLE_BOOKING_LOCATION_ID} or none: every club.` },
        ],
        responses: { '200': { description: 'Slots, earliest first per restaurant.', content: json({ type: 'array', items: ref('TableSlot') }) }, '400': invalid },
      },
    },
    '/v1/api/tables/book': {
      post: {
        summary: 'Book a table',
        description: 'A slot’s covers are taken atomically: bookings made at once never exceed them. Send an Idempotency-Key: a retry with the same key answers the first booking (200, Idempotent-Replayed: true). A member’s own bookings are limited per day and in all, and their booking requests per window (decision 043).',
        security: member,
        parameters: [{ name: 'Idempotency-Key', in: 'header', required: false, schema: idempotencyKeySchema }],
        requestBody: { required: true, content: json(ref('TableBookingRequest')) },
        responses: {
          '201': { description: 'Booked.', headers: { Location: { schema: { type: 'string' } } }, content: json(ref('TableBooking')) },
          '200': { description: 'A retry of a booking already made with this Idempotency-Key.', content: json(ref('TableBooking')) },
          '400': invalid,
          '401': signIn,
          '409': refused('The slot has no room left for the party, or the member already has as many bookings on that day, or to come, as one member may (Settings > Tables: 2 a day, 8 upcoming by default), or the member’s dues are in arrears (Settings > Dues).'),
          '429': {
            description: 'Too many booking requests from this member (20 per 10 minutes by default); try again after Retry-After seconds.',
            headers: { 'Retry-After': { schema: { type: 'integer' } } },
            content: json(ref('Error')),
          },
          '503': unavailable,
        },
      },
    },
    '/v1/api/tables/bookings': {
      get: {
        summary: 'The member’s bookings',
        security: [...member, { memberCookie: [] }],
        parameters: [{ name: 'when', in: 'query', required: false, schema: { type: 'string', enum: ['upcoming', 'past'] }, description: 'upcoming (default): soonest first; past: latest first.' }],
        responses: { '200': { description: 'Up to 100.', content: json({ type: 'array', items: ref('TableBooking') }) }, '401': signIn },
      },
    },
    '/v1/api/tables/bookings/{id}': {
      get: { summary: 'One of the member’s bookings', security: member, parameters: [idParam], responses: { '200': { description: 'The booking.', content: json(ref('TableBooking')) }, '401': signIn, '404': refused('No such booking of this member’s.') } },
      delete: {
        summary: 'Cancel a booking',
        description: 'Gives the covers back to the slot. Cancelling again answers the cancelled booking.',
        security: member,
        parameters: [idParam],
        responses: { '200': { description: 'Cancelled.', content: json(ref('TableBooking')) }, '401': signIn, '404': refused('No such booking of this member’s.'), '409': refused('The booking has started.'), '503': unavailable },
      },
    },
  },
  schemas: {
    TableSlot: {
      type: 'object',
      required: ['productGroupId', 'productGroupName', 'startDateTime', 'isAvailable'],
      properties: { productGroupId: { type: 'integer' }, productGroupName: { type: 'string' }, startDateTime: { type: 'string', format: 'date-time' }, isAvailable: { type: 'boolean' } },
    },
    TableBookingRequest: {
      type: 'object',
      required: ['startDateTime', 'requiredCapacity', 'productGroupId'],
      properties: {
        startDateTime: { type: 'string', format: 'date-time', description: 'A slot’s startDateTime from the availability.' },
        requiredCapacity: { type: 'integer', minimum: 1, maximum: PARTY_SIZE_MAX, description: 'The party size.' },
        productGroupId: { type: 'integer', minimum: 1, description: 'The restaurant: a slot’s productGroupId from the availability (a time it does not offer is 400).' },
        notes: { type: 'string', maxLength: BOOKING_NOTES_MAX, description: 'Occasion, special requests, allergies.' },
      },
    },
    TableBooking: {
      type: 'object',
      required: ['id', 'reference', 'productGroupId', 'productGroupName', 'startDateTime', 'partySize', 'notes', 'status'],
      properties: {
        id: { type: 'integer' },
        reference: { type: 'string', example: 'TB-1A2B3C4D' },
        productGroupId: { type: 'integer' },
        productGroupName: { type: 'string' },
        clubName: { type: ['string', 'null'] },
        startDateTime: { type: 'string', format: 'date-time' },
        partySize: { type: 'integer' },
        notes: { type: 'string' },
        status: { type: 'string', enum: ['confirmed', 'cancelled'] },
      },
    },
  },
}

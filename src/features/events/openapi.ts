import { MESSAGE_MAX_LENGTH } from './tickets/messages'
import type { z } from 'zod'

import { errorReply, idempotencyKeyParam, imageSchema, json, jsonReply, queryParameters, ref, searchOperation, unavailable } from '@/lib/http/openapi'

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
  TicketOrderCreate: {
    type: 'object',
    required: ['fullName', 'email', 'phone', 'items'],
    properties: {
      fullName: { type: 'string', maxLength: 200, pattern: '\\S', description: 'The buyer’s name.' },
      email: { type: 'string', format: 'email', maxLength: 320, description: 'An address whose domain ends in a top-level domain that exists (IANA’s list).' },
      phone: { type: 'string', maxLength: 40, pattern: '^\\+?(?:[0-9][ ().-]*){4,}$', description: 'An optional +, then digits (at least 4), spaces, brackets, dots or hyphens; at most 40 characters.', examples: ['+44 7700 900123'] },
      message: { type: ['string', 'null'], maxLength: MESSAGE_MAX_LENGTH },
      items: {
        type: 'array',
        maxItems: 100,
        description: 'At least one ticket with a quantity above 0.',
        items: {
          type: 'object',
          required: ['index', 'quantity'],
          properties: {
            index: { type: 'integer', minimum: 0, maximum: 99, description: "The ticket's position in the event's ticket list (as /availability lists them)." },
            quantity: { type: 'integer', minimum: 0, maximum: 100, description: "Within the ticket's minimum and maximum and what is left; 0 leaves it out." },
            title: { type: 'string', description: 'The title the client showed; a renamed or removed ticket is refused rather than mis-sold. Optional.' },
          },
        },
      },
    },
  },
  OrderLine: {
    type: 'object',
    required: ['title', 'unitPrice', 'quantity', 'lineTotal'],
    properties: { title: { type: 'string' }, unitPrice: { type: 'number' }, quantity: { type: 'integer' }, lineTotal: { type: 'number' } },
  },
  TicketOrderCreated: {
    type: 'object',
    required: ['reference', 'status', 'checkoutUrl', 'holdExpiresAt', 'orderUrl', 'total', 'items', 'event'],
    properties: {
      reference: { type: 'string', description: 'T- and 8 characters; quote it to the events team.' },
      status: { type: 'string', enum: ['pending'] },
      checkoutUrl: { type: 'string', format: 'uri', description: 'Send the buyer here to pay (Stripe Checkout, or the local checkout).' },
      holdExpiresAt: { type: 'string', format: 'date-time', description: 'The seats are held until then; unpaid, they go back on sale.' },
      orderUrl: { type: 'string', format: 'uri', description: 'The order’s page, with its key (?key=...). The provider returns the buyer here.' },
      total: { type: 'number', description: '£, at the event’s prices at the time of the order.' },
      items: { type: 'array', items: ref('OrderLine') },
      event: { type: 'object', properties: { title: { type: 'string' }, startsAt: { type: ['string', 'null'], format: 'date-time' } } },
    },
  },
  TicketOrder: {
    type: 'object',
    required: ['reference', 'status', 'statusLabel', 'event', 'items', 'total', 'email'],
    properties: {
      reference: { type: 'string' },
      status: { type: 'string', enum: ['pending', 'paid', 'cancelled', 'refunded'] },
      statusLabel: { type: 'string' },
      cancelReason: { type: ['string', 'null'], enum: ['expired', 'abandoned', 'staff', 'sold-out', 'payment-failed', null] },
      event: { type: 'object', properties: { title: { type: 'string' }, slug: { type: ['string', 'null'] }, startsAt: { type: ['string', 'null'], format: 'date-time' } } },
      items: { type: 'array', items: ref('OrderLine') },
      total: { type: 'number' },
      email: { type: 'string' },
      holdExpiresAt: { type: ['string', 'null'], format: 'date-time' },
      paidAt: { type: ['string', 'null'], format: 'date-time' },
      checkoutUrl: { type: ['string', 'null'], format: 'uri', description: 'While awaiting payment: where to finish paying.' },
    },
  },
  TicketAvailability: {
    type: 'object',
    required: ['event', 'items'],
    properties: {
      event: {
        type: 'object',
        properties: {
          slug: { type: 'string' },
          title: { type: 'string' },
          startsAt: { type: 'string', format: 'date-time' },
          soldOut: { type: 'boolean' },
          closed: { type: ['string', 'null'], enum: ['soldOut', 'started', 'noTickets', null], description: 'Why no order can be made now; null when one can.' },
        },
      },
      items: {
        type: 'array',
        items: {
          type: 'object',
          required: ['index', 'title', 'price', 'min', 'max', 'left', 'soldOut'],
          properties: {
            index: { type: 'integer' },
            title: { type: 'string' },
            price: { type: 'number', description: '£ each.' },
            min: { type: 'integer', description: 'Per order.' },
            max: { type: 'integer', description: 'Per order, never above what is left.' },
            left: { type: ['integer', 'null'], description: 'Seats left now (paid and held ones taken off); null: no limit.' },
            soldOut: { type: 'boolean' },
          },
        },
      },
    },
  },
}

const slugParam = { name: 'slug', in: 'path', required: true, schema: { type: 'string', pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$' } }
const noSuchEvent = errorReply('No such event on the website.')

const paths = {
  '/v1/api/events/search': searchOperation({
    summary: 'Search upcoming events (starting now or later), soonest first, with facet counts',
    description: 'Filters AND across groups and OR within one. Months and times are London’s.',
    parameters: queryParameters(eventSearchParamsSchema, descriptions),
    reply: jsonReply('A page of events, the total and the facets.', 'EventSearchResult'),
  }),
  '/v1/api/events/{slug}/availability': {
    get: {
      summary: 'What is left of each ticket of an event now, and whether it takes orders',
      parameters: [slugParam],
      responses: { '200': jsonReply('Each ticket with what is left.', 'TicketAvailability'), '404': noSuchEvent, '503': unavailable },
    },
  },
  '/v1/api/events/{slug}/orders': {
    post: {
      summary: 'Buy tickets: hold the seats and open a card checkout',
      description:
        'Prices come from the event, never the client. The seats are held until holdExpiresAt (Settings > Tickets, 15 minutes by default) while the buyer pays at checkoutUrl; the payment provider’s webhook then marks the order paid and the buyer is e-mailed a confirmation with the event as an .ics file. With a member’s Bearer token the order also appears in their schedule.',
      parameters: [slugParam, idempotencyKeyParam('One key per purchase (a UUID): a retry with the same key returns the same order and checkout.')],
      requestBody: { required: true, content: json(ref('TicketOrderCreate')) },
      responses: {
        '201': {
          description: 'Seats held and checkout opened. A retry with the same Idempotency-Key answers the same, with Idempotent-Replayed: true.',
          headers: { 'Idempotent-Replayed': { schema: { type: 'string', enum: ['true'] } } },
          content: json(ref('TicketOrderCreated')),
        },
        '400': errorReply('Invalid input: a message per field (items.{n} for a ticket, e.g. more than is left).'),
        '404': noSuchEvent,
        '409': errorReply('Sold out (the event or a chosen ticket), fewer left than asked for, the event has started, a repeated order was cancelled, or the buyer (e-mail) or their address already holds as many unpaid seats for the event as one may (Settings > Tickets, 8 by default), or the signed-in member’s dues are in arrears and the event is for members (Settings > Dues).'),
        '413': errorReply('Body too large.'),
        '415': errorReply('Body is not JSON.'),
        '422': errorReply('Idempotency-Key reused with different data.'),
        '429': errorReply('Too many new orders from this address (ENQUIRY_RATE_LIMIT per 10 minutes; retries with the same key do not count).', {
          'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer' } },
        }),
        '503': unavailable,
      },
    },
  },
  '/v1/api/orders/{reference}': {
    get: {
      summary: 'An order’s state, for whoever holds its key',
      description: 'Send the key from orderUrl as `Authorization: Bearer <key>`. An order awaiting payment is checked with the provider first.',
      parameters: [{ name: 'reference', in: 'path', required: true, schema: { type: 'string', pattern: '^T-[0-9A-Z]{8}$' } }],
      security: [{ orderKey: [] }],
      responses: {
        '200': jsonReply('The order.', 'TicketOrder'),
        '404': errorReply('No order with this reference and key.'),
        '503': unavailable,
      },
    },
  },
  '/v1/api/payments/webhook': {
    post: {
      summary: 'The card-payment provider’s events (Stripe, or the local checkout)',
      security: [{ paymentSignature: [] }],
      'x-signed-raw-body': true,
      parameters: [
        { name: 'Stripe-Signature', in: 'header', required: true, schema: { type: 'string', pattern: '^t=[0-9]+(,v[0-9]+=[0-9a-f]+)+$' }, description: 'The provider’s signature of the raw body.' },
      ],
      requestBody: {
        required: true,
        content: json({
          type: 'object',
          required: ['id', 'type', 'created', 'data'],
          description:
            'An event as the provider sends it: Stripe’s (https://docs.stripe.com/api/events/object, `data.object` the checkout session or charge) or the local checkout’s (`type` checkout.paid, checkout.expired or payment.refunded, `data` the checkout, payment, reference and amount). Events of other types are acknowledged and ignored.',
          properties: {
            id: { type: 'string', minLength: 1 },
            type: { type: 'string' },
            created: { type: 'integer', description: 'Seconds since 1970.' },
            data: { type: 'object', description: 'The event’s object; its shape is the provider’s.' },
          },
        }),
      },
      description:
        'Signed with `Stripe-Signature` (t=..., v1=HMAC-SHA256 of "t.body" with the endpoint’s secret, within 5 minutes). Handled: checkout.session.completed (paid), checkout.session.async_payment_succeeded, checkout.session.expired, charge.refunded. Each event applies once; a repeat answers replayed: true.',
      responses: {
        '200': { description: 'Received (applied, a replay, or an event this app does not act on).', content: json({ type: 'object', properties: { received: { type: 'boolean' }, replayed: { type: 'boolean' }, ignored: { type: 'boolean' } } }) },
        '400': errorReply('Bad or missing signature, not JSON, or a signed event without an id or creation time.'),
        '413': errorReply('Body too large.'),
        '503': unavailable,
      },
    },
  },
}

const securitySchemes = {
  orderKey: { type: 'http', scheme: 'bearer', description: 'The order’s key: the key parameter of the orderUrl its purchase answered.' },
  paymentSignature: { type: 'apiKey', in: 'header', name: 'Stripe-Signature', description: 'The card-payment provider signs each delivery: t=<seconds>,v1=<hex HMAC-SHA256 of "t.body" with the endpoint’s secret>, within 5 minutes.' },
}

export const eventsOpenApi = { paths, schemas, securitySchemes }

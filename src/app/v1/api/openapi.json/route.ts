import { corporateLeadSchema, corporateOpenApi, corporateStartOperation } from '@/features/application/corporate/openapi'
import { applicationOpenApi, applicationStartOperation } from '@/features/application/openapi'
import { duesOpenApi } from '@/features/dues/openapi'
import { openApiDocument } from '@/features/enquiries/openapi'
import { eventsOpenApi } from '@/features/events/openapi'
import { membersOpenApi } from '@/features/members/openapi'
import { tablesOpenApi } from '@/features/tables/openapi'
import { officesOpenApi } from '@/features/offices/openapi'
import { directDebitWebhookOpenApi } from '@/integrations/direct-debit/openapi'
import { postcodesOpenApi } from '@/integrations/postcodes/openapi'
import { getEnv } from '@/lib/env'
import { finishDocument } from '@/lib/http/openapi-finish'

import { API_VERSION, changelogMarkdown } from './changelog'

type Part = { paths: Record<string, object>; schemas: Record<string, object>; securitySchemes?: Record<string, object> }

const unavailable = {
  description: 'The database is not answering; try again (see Retry-After).',
  headers: { 'Retry-After': { schema: { type: 'integer' } } },
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
}

/** GET /v1/api/meeting-rooms (src/app/v1/api/meeting-rooms/route.ts). */
const meetingRooms: Part = {
  paths: {
    '/v1/api/meeting-rooms': {
      get: {
        summary: 'Every meeting room, grouped by club',
        responses: {
          '200': {
            description: 'Groups in club-name order, rooms in the order staff gave them.',
            content: {
              'application/json': {
                schema: { type: 'object', required: ['groups'], properties: { groups: { type: 'array', items: { $ref: '#/components/schemas/MeetingRoomGroup' } } } },
              },
            },
          },
          '503': unavailable,
        },
      },
    },
  },
  schemas: {
    MeetingRoomGroup: {
      type: 'object',
      required: ['key', 'clubName', 'rooms'],
      properties: {
        key: { type: 'string', description: 'The club name in lower case, e.g. "fulham".' },
        clubName: { type: 'string' },
        rooms: { type: 'array', items: { $ref: '#/components/schemas/MeetingRoom' } },
      },
    },
    MeetingRoom: {
      type: 'object',
      description: 'The room as staff edited it, with its club and pictures (Payload document, depth 1).',
      required: ['id', 'meetingRoomName', 'spaceId', 'capacity', 'clubLocation'],
      properties: {
        id: { type: 'integer' },
        meetingRoomName: { type: 'string' },
        spaceId: { type: 'string', description: 'The booking system’s id for the room.' },
        clubLocation: { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' }, locationId: { type: 'integer' } } },
        linenumber: { type: ['number', 'null'] },
        capacity: { type: 'integer' },
        pricePerHour: { type: ['number', 'null'] },
        pricePerDay: { type: ['number', 'null'] },
        longDescription: { type: ['string', 'null'] },
        info: { type: ['array', 'null'], items: { type: 'object', properties: { feature: { type: 'string' } } } },
        featuredImage: { type: 'object', description: 'A media document.' },
        images: { type: ['array', 'null'], items: { type: 'object' } },
        mobileImages: { type: ['array', 'null'], items: { type: 'object' } },
      },
    },
  },
}

/**
 * Adds a feature's paths, schemas and security schemes; parts may share a path with different
 * methods (GET /v1/api/leads beside its POST), but an operation, schema or scheme two parts both
 * define is a mistake, not an override.
 */
function merge<D extends { paths: Record<string, object>; components: { schemas: Record<string, object>; securitySchemes: Record<string, object> } }>(doc: D, ...parts: Part[]): D {
  for (const part of parts) {
    for (const [key, value] of Object.entries(part.paths)) {
      const existing = (doc.paths[key] ?? {}) as Record<string, object>
      for (const method of Object.keys(value)) if (method in existing) throw new Error(`OpenAPI operation ${method.toUpperCase()} ${key} is described twice`)
      doc.paths[key] = { ...existing, ...value }
    }
    for (const [key, value] of Object.entries(part.schemas)) {
      if (key in doc.components.schemas) throw new Error(`OpenAPI schema ${key} is described twice`)
      doc.components.schemas[key] = value
    }
    for (const [key, value] of Object.entries(part.securitySchemes ?? {})) {
      if (key in doc.components.securitySchemes) throw new Error(`OpenAPI security scheme ${key} is described twice`)
      doc.components.securitySchemes[key] = value
    }
  }
  return doc
}

function apiDocument(serverUrl: string) {
  const base = openApiDocument(serverUrl)
  const doc = merge(
    {
      ...base,
      paths: { ...base.paths } as Record<string, object>,
      components: { ...base.components, schemas: { ...base.components.schemas } as Record<string, object>, securitySchemes: {} as Record<string, object> },
    },
    eventsOpenApi,
    officesOpenApi,
    meetingRooms,
    postcodesOpenApi,
    applicationOpenApi,
    corporateOpenApi,
    directDebitWebhookOpenApi,
    membersOpenApi,
    duesOpenApi,
    tablesOpenApi,
  )
  const leads = doc.paths['/v1/api/leads'] as { post: Parameters<typeof applicationStartOperation>[0] }
  leads.post = corporateStartOperation(applicationStartOperation(leads.post))
  doc.components.schemas.ApplicationLead = corporateLeadSchema(doc.components.schemas.ApplicationLead as Record<string, unknown>)
  return finishDocument({
    ...doc,
    info: {
      ...doc.info,
      version: API_VERSION,
      license: { name: 'Proprietary: for clients of the Clubhouse clubs', identifier: 'LicenseRef-Proprietary' },
      description:
        "Enquiries, tour requests and leads; the individual and corporate membership applications and their direct debit (each call presents the lead's continue capability); event and office search, offices, meeting rooms and ticket requests; postcode lookup; members' sign-in (bearer access tokens that last 15 minutes, refresh tokens used once); table availability and booking. Field messages are the ones the website shows.\n\n" + changelogMarkdown(),
    },
  })
}

/** GET /v1/api/openapi.json: the API's description, built from the schemas that validate it. */
export function GET(): Response {
  return Response.json(apiDocument(getEnv().serverUrl), { headers: { 'Cache-Control': 'public, max-age=300' } })
}

import { json, ref } from '@/lib/http/openapi'
import { ACCESS_TOKEN_MS } from '@/lib/auth/member-token'

import { REFRESH_TOKEN_DAYS } from './constants'

/**
 * The members' session calls (src/features/members/api.server.ts) for /v1/api/openapi.json: the
 * spec's three (token, refreshtoken, getuser) with its shapes, and sign out, a forgotten password
 * and the member's photo.
 */
const noStore = { 'Cache-Control': { schema: { type: 'string' }, description: 'Always no-store.' } }
const refused = (description: string) => ({ description, content: json(ref('Error')) })
const throttled = {
  description: 'Too many attempts from this address (or for this account from this address); wait the seconds in Retry-After.',
  headers: { 'Retry-After': { schema: { type: 'integer' } } },
  content: json(ref('Error')),
}
const unavailable = { description: 'The database is not answering; try again (see Retry-After).', headers: { 'Retry-After': { schema: { type: 'integer' } } }, content: json(ref('Error')) }
const tokens = { description: 'Signed in.', headers: noStore, content: json(ref('MemberTokens')) }
const member = [{ memberBearer: [] }]

export const membersOpenApi = {
  paths: {
    '/v1/api/Auth/token': {
      post: {
        summary: 'Sign a member in',
        description: 'A member’s e-mail address (userName) and password for an access token and a refresh token. Throttled per address and per account and address; a right password forgives that account’s earlier wrong ones from this address.',
        requestBody: { required: true, content: json(ref('MemberSignIn')) },
        responses: { '200': tokens, '400': refused('userName or password missing.'), '401': refused('The e-mail address and password do not match an active account.'), '429': throttled, '503': unavailable },
      },
    },
    '/v1/api/Auth/refreshtoken': {
      put: {
        summary: 'Renew a member’s tokens',
        description:
          'Uses the refresh token once and answers the next pair. A refresh token presented a second time means someone holds a copy: the whole sign-in (every refresh and access token of it) is revoked and the member must sign in again.',
        requestBody: { required: true, content: json({ type: 'object', required: ['refreshToken'], properties: { refreshToken: { type: 'string' } } }) },
        responses: { '200': tokens, '401': refused('Unknown, used, revoked or expired refresh token, or the account is no longer active.'), '503': unavailable },
      },
    },
    '/v1/api/Auth/getuser': {
      get: {
        summary: 'The signed-in member',
        security: member,
        responses: {
          '200': { description: 'The member’s name, e-mail and photo. Never cached.', headers: noStore, content: json(ref('MemberUser')) },
          '401': refused('No valid access token (expired, signed out, or revoked).'),
        },
      },
    },
    '/v1/api/Auth/avatar': {
      get: {
        summary: 'The signed-in member’s photo',
        security: [...member, { memberCookie: [] }],
        responses: {
          '200': { description: 'A JPEG.', content: { 'image/jpeg': { schema: { type: 'string', format: 'binary' } } } },
          '401': refused('No valid access token.'),
          '404': refused('The member has no photo yet.'),
        },
      },
    },
    '/v1/api/Member/profile-image': {
      get: {
        summary: 'The signed-in member’s photo as base64 JPEG',
        description: 'The spec’s profile image call: `{ encodedImage }`.',
        security: member,
        responses: {
          '200': { description: 'The photo.', content: json({ type: 'object', required: ['encodedImage'], properties: { encodedImage: { type: 'string', contentEncoding: 'base64', contentMediaType: 'image/jpeg' } } }) },
          '401': refused('No valid access token.'),
          '404': refused('The member has no photo yet.'),
        },
      },
    },
    '/v1/api/Member/schedule': {
      get: {
        summary: 'What the signed-in member has coming',
        description: 'Confirmed table bookings and event ticket requests still to come, soonest first.',
        security: [...member, { memberCookie: [] }],
        responses: {
          '200': {
            description: 'Items of kind table or event.',
            content: json({
              type: 'array',
              items: {
                type: 'object',
                required: ['kind', 'id', 'title', 'startsAt', 'reference'],
                properties: {
                  kind: { type: 'string', enum: ['table', 'event'] },
                  id: { type: 'integer' },
                  title: { type: 'string' },
                  startsAt: { type: 'string', format: 'date-time' },
                  reference: { type: 'string' },
                  partySize: { type: 'integer' },
                  quantity: { type: 'integer' },
                  eventSlug: { type: ['string', 'null'] },
                },
              },
            }),
          },
          '401': refused('No valid access token.'),
        },
      },
    },
    '/v1/api/members/directory': {
      get: {
        summary: 'The members directory',
        description: 'Only members who chose to be listed, and of each only what they chose to show. 24 a page, by surname.',
        security: [...member, { memberCookie: [] }],
        parameters: [
          { name: 'q', in: 'query', required: false, schema: { type: 'string', maxLength: 100 }, description: 'Words in the name, or the industry, role or company the member shows.' },
          { name: 'page', in: 'query', required: false, schema: { type: 'integer', minimum: 1, maximum: 1000 }, description: 'From 1 (the default); a value that is not a whole number from 1 to 1000 reads as the nearest one.' },
        ],
        responses: {
          '200': {
            description: 'A page of listed members.',
            content: json({ type: 'object', required: ['docs', 'page', 'totalPages', 'totalDocs'], properties: { docs: { type: 'array', items: ref('DirectoryEntry') }, page: { type: 'integer' }, totalPages: { type: 'integer' }, totalDocs: { type: 'integer' } } }),
          },
          '401': refused('No valid access token.'),
        },
      },
    },
    '/v1/api/members/{id}/photo': {
      get: {
        summary: 'A listed member’s photo',
        security: [...member, { memberCookie: [] }],
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
        responses: { '200': { description: 'A JPEG.', content: { 'image/jpeg': { schema: { type: 'string', format: 'binary' } } } }, '401': refused('No valid access token.'), '404': refused('Not listed, or no photo shown.') },
      },
    },
    '/v1/api/Auth/logout': {
      post: {
        summary: 'Sign a member out',
        description: 'Ends the sign-in the bearer token (and the refresh token, when sent) belong to, everywhere it is used. Always 204.',
        security: [...member, {}],
        requestBody: { required: false, content: json({ type: 'object', properties: { refreshToken: { type: 'string' } } }) },
        responses: { '204': { description: 'Signed out.' } },
      },
    },
    '/v1/api/Auth/forgotpassword': {
      post: {
        summary: 'E-mail a link to choose a new password',
        description: 'The same answer whether or not the address has an account. The link works once, for 2 hours (an invitation again, for 7 days, when the account has never been used).',
        requestBody: { required: true, content: json({ type: 'object', required: ['email'], properties: { email: { type: 'string', format: 'email' } } }) },
        responses: { '202': { description: 'Sent, if the address has an account.', content: json(ref('Error')) }, '400': refused('email missing.'), '429': throttled, '503': unavailable },
      },
    },
  },
  schemas: {
    MemberSignIn: {
      type: 'object',
      required: ['userName', 'password'],
      properties: { userName: { type: 'string', description: 'The member’s e-mail address (any case).' }, password: { type: 'string' } },
    },
    MemberTokens: {
      type: 'object',
      required: ['accessToken', 'refreshToken', 'expiresIn'],
      properties: {
        accessToken: { type: 'string', description: 'A JWT to send as `Authorization: Bearer`.' },
        refreshToken: { type: 'string', description: `Opaque; for PUT /v1/api/Auth/refreshtoken, once. Lasts ${REFRESH_TOKEN_DAYS} days from when it was issued.` },
        expiresIn: {
          type: 'integer',
          description: `Milliseconds until the access token expires (${ACCESS_TOKEN_MS}). Clients renew at now + expiresIn - 100000, as the spec's expiry rule says.`,
          example: ACCESS_TOKEN_MS,
        },
      },
    },
    DirectoryEntry: {
      type: 'object',
      required: ['id', 'name', 'photoUrl', 'role', 'industry', 'company', 'email'],
      properties: {
        id: { type: 'integer' },
        name: { type: 'string' },
        photoUrl: { type: ['string', 'null'] },
        role: { type: ['string', 'null'] },
        industry: { type: ['string', 'null'] },
        company: { type: ['string', 'null'] },
        email: { type: ['string', 'null'] },
      },
    },
    MemberUser: {
      type: 'object',
      required: ['name', 'email', 'avatar'],
      properties: {
        name: { type: 'string' },
        email: { type: 'string' },
        avatar: {
          type: ['object', 'null'],
          description: 'Null until the member has a photo.',
          required: ['url', 'width', 'height'],
          properties: { url: { type: 'string', description: 'GET /v1/api/Auth/avatar, with the bearer token.' }, width: { type: ['integer', 'null'] }, height: { type: ['integer', 'null'] } },
        },
      },
    },
  },
  securitySchemes: {
    memberBearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'A member’s access token from POST /v1/api/Auth/token.' },
    memberCookie: { type: 'apiKey', in: 'cookie', name: 'ch_session', description: 'The website’s HttpOnly cookie holding the same access token.' },
  },
}

import { json, ref, idempotencyKeySchema } from '@/lib/http/openapi'
import { PAYMENT_KINDS, PAYMENT_STATUSES, STANDINGS } from '@/model/dues'

/** The members' dues calls (issue 34 §5) for /v1/api/openapi.json, with the other member calls' session rules. */
const refused = (description: string) => ({ description, content: json(ref('Error')) })
const security = [{ memberBearer: [] }, { memberCookie: [] }]

export const duesOpenApi = {
  paths: {
    '/v1/api/Member/dues': {
      get: {
        summary: 'The signed-in member’s plan, amount, next collection and standing',
        description: 'Fixed when the committee approved the application. A company’s members see their company’s plan (`paidBy: company`).',
        security,
        responses: {
          '200': { description: 'The member’s dues.', content: json(ref('MemberDues')) },
          '401': refused('No valid access token.'),
          '404': refused('No membership dues for this account (added by hand, or approved before dues were kept).'),
        },
      },
    },
    '/v1/api/Member/dues/mandate': {
      post: {
        summary: 'The paying member starts a new Direct Debit setup: to pay what is owed, or to change bank account',
        description:
          'Open `redirectUrl` in a browser: the provider’s page sets up the mandate and brings the member back to the website’s My membership. The dues move onto the new mandate when the provider confirms it (its webhook, or the member’s return); the balance owed is then collected on it, and the standing is good once that payment is confirmed (read `GET /v1/api/Member/dues`). A setup started in the last day and not finished is offered again. Only the paying member may call it (a company’s contact for its members).',
        security: [{ memberBearer: [] }],
        parameters: [{ name: 'Idempotency-Key', in: 'header', required: false, description: '8 to 200 printable characters: a retried call starts nothing twice.', schema: idempotencyKeySchema }],
        responses: {
          '200': { description: 'The provider’s setup page.', content: json({ type: 'object', required: ['redirectUrl'], properties: { redirectUrl: { type: 'string', format: 'uri' } } }) },
          '400': refused('A malformed Idempotency-Key.'),
          '401': refused('No valid access token.'),
          '403': refused('A company pays this membership: its contact sets up the Direct Debit.'),
          '404': refused('No membership dues for this account.'),
          '409': refused('Collection is still being started, or the membership has ended.'),
          '429': { description: 'Too many setups this hour (the Limits settings).', headers: { 'Retry-After': { schema: { type: 'integer' } } }, content: json(ref('Error')) },
          '503': refused('The Direct Debit provider is not answering.'),
        },
      },
    },
    '/v1/api/Member/dues/notice': {
      post: {
        summary: 'The paying member gives notice to end their membership',
        description:
          'The membership ends after the type’s notice period, never before the minimum term, on the day before the next collection day after it; collections go on until then, the account closes the day after. The member is e-mailed the day. Only the paying member may call it (a company’s contact for the company).',
        security: [{ memberBearer: [] }],
        responses: {
          '200': {
            description: 'The last day of membership and the last collection before it.',
            content: json({ type: 'object', required: ['endsOn', 'lastCollection'], properties: { endsOn: { type: 'string', format: 'date' }, lastCollection: { type: ['string', 'null'], format: 'date' } } }),
          },
          '401': refused('No valid access token.'),
          '403': refused('A company pays this membership: its contact gives notice.'),
          '404': refused('No membership dues for this account.'),
          '409': refused('Notice was given already (the message says the day), or the membership has ended.'),
        },
      },
    },
    '/v1/api/Member/payments': {
      get: {
        summary: 'The signed-in member’s Direct Debit collections, newest first',
        description: 'Empty for a company’s members: their company pays.',
        security,
        responses: {
          '200': { description: 'Up to 200 collections.', content: json({ type: 'array', items: ref('MemberPayment') }) },
          '401': refused('No valid access token.'),
          '404': refused('No membership dues for this account.'),
        },
      },
    },
  },
  schemas: {
    MemberDues: {
      type: 'object',
      required: ['plan', 'paidBy', 'people', 'monthlyAmount', 'joiningAmount', 'termMonths', 'nextCollection', 'standing', 'standingText', 'balance', 'arrearsSince', 'endsOn', 'collectionStopped'],
      properties: {
        plan: { type: 'string', description: 'The membership type: Club, Social or Corporate.' },
        paidBy: { type: 'string', enum: ['member', 'company'] },
        people: { type: 'integer', description: 'How many members the amount pays for.' },
        monthlyAmount: { type: 'number', description: 'Pounds a month.' },
        joiningAmount: { type: 'number', description: 'Pounds, once; 0 when none.' },
        termMonths: { type: 'integer' },
        nextCollection: { type: ['string', 'null'], format: 'date' },
        standing: { type: 'string', enum: [...STANDINGS] },
        standingText: { type: 'string' },
        balance: { type: 'number', description: 'Pounds owed while in arrears.' },
        arrearsSince: { type: ['string', 'null'], format: 'date-time' },
        endsOn: { type: ['string', 'null'], format: 'date', description: 'The last day of membership, once notice is given.' },
        collectionStopped: { type: 'boolean', description: 'The monthly Direct Debit stopped at the bank or the provider: a new mandate (POST /v1/api/Member/dues/mandate) starts it again.' },
      },
    },
    MemberPayment: {
      type: 'object',
      required: ['id', 'kind', 'kindText', 'amount', 'chargeDate', 'status', 'statusText'],
      properties: {
        id: { type: 'integer' },
        kind: { type: 'string', enum: [...PAYMENT_KINDS] },
        kindText: { type: 'string' },
        amount: { type: 'number', description: 'Pounds.' },
        chargeDate: { type: 'string', format: 'date' },
        status: { type: 'string', enum: PAYMENT_STATUSES },
        statusText: { type: 'string' },
      },
    },
  },
}

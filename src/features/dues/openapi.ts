import { json, ref } from '@/lib/http/openapi'
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
      required: ['plan', 'paidBy', 'people', 'monthlyAmount', 'joiningAmount', 'termMonths', 'nextCollection', 'standing', 'standingText', 'balance', 'arrearsSince'],
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

/**
 * POST /v1/api/direct-debit/webhooks in the API's description: the provider's call to us, not a
 * client's, described so whoever configures the provider knows what it answers.
 */
const error = { content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } }

export const directDebitWebhookOpenApi = {
  securitySchemes: {
    directDebitSignature: { type: 'apiKey', in: 'header', name: 'Webhook-Signature', description: 'The provider signs each delivery: hex HMAC-SHA256 of the raw body with the webhook endpoint’s secret.' },
  },
  paths: {
    '/v1/api/direct-debit/webhooks': {
      post: {
        summary: 'Direct Debit provider events (GoCardless webhooks, or the local sandbox signing the same way)',
        description:
          'The body is checked against the `Webhook-Signature` header (HMAC-SHA256 of the raw body with the webhook secret, compared in constant time) before anything is read. Each event id is applied once: a billing request fulfilled links its mandate to the lead, mandate events (active, failed, cancelled, expired...) update its state; older events never overwrite newer ones.',
        security: [{ directDebitSignature: [] }],
        'x-signed-raw-body': true,
        parameters: [{ name: 'Webhook-Signature', in: 'header', required: true, schema: { type: 'string', pattern: '^[0-9a-fA-F]{64}$' }, description: 'Hex HMAC-SHA256 of the raw body.' }],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['events'],
                properties: {
                  events: {
                    type: 'array',
                    items: {
                      type: 'object',
                      required: ['id', 'resource_type', 'action'],
                      properties: {
                        id: { type: 'string' },
                        created_at: { type: 'string', format: 'date-time' },
                        resource_type: { type: 'string', examples: ['mandates', 'billing_requests'] },
                        action: { type: 'string', examples: ['active', 'failed', 'cancelled', 'fulfilled'] },
                        links: { type: 'object', additionalProperties: { type: 'string' } },
                      },
                    },
                  },
                },
              },
            },
          },
        },
        responses: {
          '204': { description: 'Received: every event applied once, or not one this app acts on.' },
          '400': { description: 'The body is not JSON.', ...error },
          '413': { description: 'The body is over 1 MB.', ...error },
          '498': { description: 'The signature does not match.', ...error },
        },
      },
    },
  },
  schemas: {},
}

import { createHash } from 'node:crypto'

/**
 * The API's versions, newest first (issue 36). `info.version` is the newest; the document's
 * description ends with this list. `fingerprint` is what the document held when the version was
 * named (its paths and components, see `fingerprintOf`): the contract test fails when the document
 * changes and this list does not, so an app's developers always see a new version for a change.
 * To name one: add an entry on top with what changed for a client and the fingerprint the failing
 * test prints. Semantic versioning: a new operation or optional field is a minor version; a field
 * or operation removed, or a rule made stricter, is a major one; words only, a patch.
 */
export const API_CHANGELOG = [
  {
    version: '2.0.0',
    date: '2026-12-07',
    changes: [
      'Every operation has an operationId and an explicit security list (public calls: none).',
      'Request bodies say what the server checks: names, titles, dial codes, mobile numbers and dates of birth as patterns and lists; the application start and a company member list their required fields; Corporate tours and enquiries require companyName and numberOfMembers; a table party is at most 50.',
      'Every call with a JSON body documents 400, 413 and 415; every call documents 503 with Retry-After.',
      'Photo uploads document their multipart body; both webhooks their body (the payment event: id, type, created and data, from Stripe or the local checkout) and signature scheme.',
      'The `{ query, variables }` form of POST /v1/api/leads documents its `{ data: { bookATour } }` reply.',
      'The corporate contact change is one schema per operation (0, 1, 3).',
      'A signed payment event without an id or creation time answers 400 (was 503).',
      'The proposer’s e-mail address of a Social enquiry is an e-mail address.',
    ],
    fingerprint: '07e576e14dbd6930',
  },
  {
    version: '1.0.0',
    date: '2026-11-23',
    changes: ['Enquiries, tours and leads, the applications, events, offices, members, tables and dues as they were built through 2026-12-07.'],
    // Named before fingerprints were kept.
    fingerprint: '',
  },
] as const

/**
 * A digest of what a client can rely on: the paths and components. The date-of-birth pattern moves
 * with the calendar (the newest year of birth offered), not with the API, so its years are left out.
 */
export function fingerprintOf(doc: { paths: unknown; components: unknown }): string {
  const stable = JSON.stringify({ paths: doc.paths, components: doc.components }).replace(/\^\(\?:1920(?:\|\d{4})*\)/g, '<years of birth>')
  return createHash('sha256').update(stable).digest('hex').slice(0, 16)
}

export const API_VERSION = API_CHANGELOG[0].version

/** The changelog as the document's description shows it (Markdown). */
export const changelogMarkdown = (): string =>
  ['## Changelog', ...API_CHANGELOG.map((entry) => [`### ${entry.version} (${entry.date})`, ...entry.changes.map((c) => `- ${c}`)].join('\n'))].join('\n\n')

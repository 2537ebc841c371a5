import type { TaskConfig } from 'payload'

/**
 * The queued member add (issue 14, docs/decisions/023): a Payload job on a queue of its own, so
 * the launcher's minute-by-minute run of the default queue never takes it. The model only
 * declares the task; the application feature, which owns the rules, supplies what it does
 * (`handleCompanyMemberAdds`), because the model imports no feature. Whoever runs the queue (the
 * worker, the web server after its reply, a test) has imported that feature.
 */

export const COMPANY_MEMBER_ADD_TASK = 'addCompanyMember'
export const COMPANY_MEMBER_ADDS_QUEUE = 'company-members'
/** Woken by NOTIFY on this channel when an add is queued. */
export const COMPANY_MEMBER_ADDS_CHANNEL = 'company_member_adds'

/** What the job keeps: the lead, its capability's hash (never the token), the promised id and the member. */
export type CompanyMemberAddInput = { leadId: number; capabilityHash: string; memberId: number; member: Record<string, unknown> }

type Handler = (input: CompanyMemberAddInput) => Promise<void>
let handler: Handler | undefined

/** The application feature's add; a refusal it throws as Payload's JobCancelledError (not retried). */
export function handleCompanyMemberAdds(run: Handler): void {
  handler = run
}

export const addCompanyMemberTask: TaskConfig<'addCompanyMember'> = {
  slug: COMPANY_MEMBER_ADD_TASK,
  label: 'Add a member to a corporate application',
  // A database outage is retried; a refusal (full, a repeated e-mail, the link replaced) is not.
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 1000 } },
  inputSchema: [
    { name: 'leadId', type: 'number', required: true },
    { name: 'capabilityHash', type: 'text', required: true },
    { name: 'memberId', type: 'number', required: true },
    { name: 'member', type: 'json', required: true },
  ],
  handler: async ({ input }) => {
    if (!handler) throw new Error('No handler for queued member adds in this process: import src/features/application/corporate/member-adds.server.ts.')
    await handler(input as CompanyMemberAddInput)
    return { output: {} }
  },
}

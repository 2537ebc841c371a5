/**
 * A company's application asks for a number of memberships (3 to 10) and names its people: the
 * primary contact and the members added. Approving it makes an account for each person named, so
 * when the two differ the committee is told and confirms the number of people before approving.
 */
export type CorporateCount = {
  /** Memberships the company asked for, when it said. */
  asked: number | null
  /** People named: the primary contact and each member added. */
  people: number
  /** The people named are not the memberships asked for. */
  differs: boolean
}

export function corporateCount(asked: number | null | undefined, membersAdded: number): CorporateCount {
  const people = 1 + Math.max(0, membersAdded)
  const n = typeof asked === 'number' && Number.isFinite(asked) ? asked : null
  return { asked: n, people, differs: n !== null && n !== people }
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/** "The company asked for 4 memberships but names 10 people: approving it makes 10 member accounts." */
export function corporateCountWarning({ asked, people }: CorporateCount): string {
  return `The company asked for ${plural(asked ?? 0, 'membership', 'memberships')} but names ${plural(people, 'person', 'people')} (the primary contact and ${plural(people - 1, 'member', 'members')}): approving it makes ${plural(people, 'member account', 'member accounts')}.`
}

/** The approval's refusal until the count is confirmed (the decision endpoint's message). */
export const confirmCountMessage = (count: CorporateCount) =>
  `${corporateCountWarning(count)} Confirm the count of ${count.people} to approve it.`

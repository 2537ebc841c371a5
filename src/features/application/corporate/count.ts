/**
 * A company's count: the memberships it asked for against the people its application names (the
 * primary contact and each added member, who all get a member's account when the committee
 * accepts it). The spec lets a company add up to 10 members whatever number it asked for, so a
 * difference does not stop the application: it is said plainly on the summary, and the committee
 * confirms the number (decision 052).
 */

export type CompanyCount = { asked: number | null; people: number; members: number }

export const countOf = (numberOfMembers: number | null | undefined, members: number): CompanyCount => ({
  asked: typeof numberOfMembers === 'number' && numberOfMembers > 0 ? numberOfMembers : null,
  people: members + 1,
  members,
})

const memberships = (n: number) => `${n} ${n === 1 ? 'membership' : 'memberships'}`

/** "10 people (you and 9 members)". */
export function peopleText({ people, members }: CompanyCount): string {
  return `${people} ${people === 1 ? 'person' : 'people'} (you${members ? ` and ${members} ${members === 1 ? 'member' : 'members'}` : ' only'})`
}

/** The summary's warning when the numbers differ; null when they agree or nothing was asked. */
export function countWarning(count: CompanyCount): string | null {
  if (count.asked === null || count.asked === count.people) return null
  return (
    `You asked for ${memberships(count.asked)}, but this application names ${peopleText(count)}. ` +
    (count.people === 1
      ? 'If it is accepted as it is, only you get a membership and its monthly fee. '
      : `If it is accepted as it is, each of the ${count.people} gets a membership and its monthly fee. `) +
    'Add or remove members to match, or send it as it is: the membership committee will confirm the number with you before anything is collected.'
  )
}

import type { Field } from 'payload'

/**
 * The committee's buttons on a lead's edit screen: approve, decline or waitlist with a reason
 * (src/admin/ReviewPanel.client.tsx, which calls the decision endpoint). Shown only
 * while there is something to decide; the endpoint checks again, and checks who is asking.
 */
export const reviewActionsField: Field = {
  name: 'committeeReview',
  type: 'ui',
  admin: {
    components: { Field: '/admin/ReviewPanel.client#ReviewPanel' },
    condition: (data) => data?.membershipStatus === 'Applied' || data?.membershipStatus === 'Waitlisted',
  },
}

/**
 * A corporate application's additional members (the company-members rows pointing at the lead),
 * read-only on the lead's edit screen with their photos, shown for corporate leads only. A join
 * stores nothing: it reads the members' `lead` relationship back. The members' own access applies
 * (sales staff and administrators read them; nobody writes them through Payload), and a company
 * has at most 10, so the first page is all of them.
 */
export const companyMembersField: Field = {
  name: 'members',
  label: 'Company members',
  type: 'join',
  collection: 'company-members',
  on: 'lead',
  defaultLimit: 10,
  defaultSort: 'createdAt',
  admin: {
    allowCreate: false,
    defaultColumns: ['photo', 'title', 'firstName', 'lastName', 'emailAddress', 'dialCode', 'mobileNumber', 'dateOfBirth', 'role'],
    description: 'The members the primary contact added, besides themselves. Only the primary contact changes them, through the application.',
    condition: (data) => data?.clientType === 'Corporate',
  },
}

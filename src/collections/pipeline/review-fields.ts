import type { Field } from 'payload'

/**
 * The application on a lead's edit screen (src/admin/ApplicationReview.tsx): the answers with their
 * labels and the photo, and below them the committee's buttons, approve, decline or waitlist with a
 * reason, while there is something to decide (src/admin/ReviewPanel.client.tsx, which calls the
 * decision endpoint; the endpoint checks again, and checks who is asking).
 */
export const reviewActionsField: Field = {
  name: 'committeeReview',
  type: 'ui',
  admin: {
    components: { Field: '/admin/ApplicationReview#ApplicationReview' },
    condition: (data) => Boolean(data?.membershipStatus),
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

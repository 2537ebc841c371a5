import type { Field } from 'payload'

/**
 * The committee's buttons on a lead's edit screen: approve, decline or waitlist with a reason
 * (src/components/admin/ReviewPanel.client.tsx, which calls the decision endpoint). Shown only
 * while there is something to decide; the endpoint checks again, and checks who is asking.
 */
export const reviewActionsField: Field = {
  name: 'committeeReview',
  type: 'ui',
  admin: {
    components: { Field: '/components/admin/ReviewPanel.client#ReviewPanel' },
    condition: (data) => data?.membershipStatus === 'Applied' || data?.membershipStatus === 'Waitlisted',
  },
}

import type { Field } from 'payload'

/**
 * Repeat submissions from one person (same e-mail), shown when read and stored nowhere: a column
 * in the leads and enquiries lists counting them, linked to the list filtered to the address, and
 * on the edit screen the person's other leads and enquiries (src/admin/SamePerson*).
 */
export const samePersonField: Field = {
  name: 'submissions',
  label: 'Submissions from this e-mail',
  type: 'ui',
  admin: {
    position: 'sidebar',
    components: {
      Cell: '/admin/SamePersonCell#SamePersonCell',
      Field: '/admin/SamePersonField#SamePersonField',
    },
  },
}

import type { Block } from 'payload'

/** A members' area module (issue 15): its component reads the signed-in member. */
export const Profile: Block = {
  slug: 'profile',
  interfaceName: 'ProfileBlock',
  labels: { singular: 'Member profile', plural: 'Member profile' },
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      defaultValue: 'My profile',
      admin: { description: 'Heading of the signed-in member’s profile. Name, photo and details come from the member’s account.' },
    },
    { name: 'introText', type: 'textarea', maxLength: 500, admin: { description: 'A line under the heading. Optional.' } },
    {
      name: 'signedOutText',
      type: 'text',
      label: 'Text for visitors who are not signed in',
      required: true,
      defaultValue: 'Please log in to see your profile.',
    },
  ],
}

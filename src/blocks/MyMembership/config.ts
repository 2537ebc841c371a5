import type { Block } from 'payload'

/** The signed-in member's plan, next collection, standing and payments (issue 34 §4): src/blocks/MyMembership/Component.tsx. */
export const MyMembership: Block = {
  slug: 'myMembership',
  interfaceName: 'MyMembershipBlock',
  labels: { singular: 'My membership', plural: 'My membership' },
  fields: [
    { name: 'title', type: 'text', required: true, defaultValue: 'My membership' },
    {
      name: 'helpText',
      type: 'text',
      label: 'Who to ask',
      required: true,
      defaultValue: 'Questions about your membership or a payment? Call the membership team.',
      admin: { description: 'Shown under the payments, and to a member in arrears.' },
    },
    {
      name: 'signedOutText',
      type: 'text',
      label: 'Text for visitors who are not signed in',
      required: true,
      defaultValue: 'Please log in to see your membership.',
    },
  ],
}

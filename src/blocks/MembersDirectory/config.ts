import type { Block } from 'payload'

/** A members' area module (issue 15): its component reads the signed-in member. */
export const MembersDirectory: Block = {
  slug: 'membersDirectory',
  interfaceName: 'MembersDirectoryBlock',
  labels: { singular: 'Members directory', plural: 'Members directory' },
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      defaultValue: 'Members directory',
      admin: { description: 'Heading of the directory. Only signed-in members see it; members and their photos come from the membership system.' },
    },
    { name: 'introText', type: 'textarea', maxLength: 500, admin: { description: 'A line under the heading. Optional.' } },
    { name: 'showSearch', type: 'checkbox', label: 'Let members search by name or industry', defaultValue: true },
    { name: 'pageSize', type: 'number', label: 'Members per page', required: true, defaultValue: 24, min: 6, max: 60 },
    {
      name: 'signedOutText',
      type: 'text',
      label: 'Text for visitors who are not signed in',
      required: true,
      defaultValue: 'Please log in to see the members directory.',
    },
  ],
}

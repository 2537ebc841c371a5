import type { Block } from 'payload'

/** Registered now so staff can place it; its component arrives with the events capability. */
export const ClubMemberEvents: Block = {
  slug: 'clubMemberEvents',
  interfaceName: 'ClubMemberEventsBlock',
  labels: { singular: 'Club member events', plural: 'Club member events' },
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      defaultValue: 'Member Events',
      admin: {
        description:
          'Heading of the members’ events listing. The events, grouped by month, come from the events section; visitors filter them by club, month and category.',
      },
    },
    {
      name: 'clubs',
      type: 'relationship',
      relationTo: 'clubs',
      hasMany: true,
      label: 'Club chips',
      admin: { description: 'Clubs offered as chips after "All Locations". Leave empty to offer every club that has events.' },
    },
    {
      name: 'emptyText',
      type: 'text',
      label: 'Text when there are no events',
      required: true,
      defaultValue: 'Please check back for all our future events, coming soon...',
    },
  ],
}

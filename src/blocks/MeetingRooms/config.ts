import type { Block } from 'payload'

/** The meeting rooms, grouped by club (spec 000 section 2, Meeting rooms and offices). */
export const MeetingRoomsBlock: Block = {
  slug: 'meetingRooms',
  interfaceName: 'MeetingRoomsBlock',
  labels: { singular: 'Meeting rooms', plural: 'Meeting rooms' },
  fields: [
    {
      name: 'title',
      type: 'text',
      defaultValue: 'Meeting rooms',
      admin: { description: 'Heading above the rooms. The rooms, grouped by club, come from the meeting rooms section.' },
    },
  ],
}

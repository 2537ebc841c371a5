import type { CollectionConfig } from 'payload'

import { anyone, denyByDefault, contentOnly, hiddenOutsideRole } from '@/lib/access'
import { mediaField } from '@/lib/fields/content'
import { contentTags, revalidateTag$ } from '@/lib/revalidate'

/** Meeting rooms for hire (spec 000 section 3, meeting_room_fields), listed grouped by club. */
export const MeetingRooms: CollectionConfig = denyByDefault({
  slug: 'meeting-rooms',
  labels: { singular: 'Meeting room', plural: 'Meeting rooms' },
  admin: {
    hidden: hiddenOutsideRole('content'),
    useAsTitle: 'meetingRoomName',
    group: 'Events and spaces',
    defaultColumns: ['meetingRoomName', 'clubLocation', 'capacity', 'pricePerHour', 'pricePerDay', 'linenumber'],
  },
  defaultSort: 'linenumber',
  access: { read: anyone, create: contentOnly, update: contentOnly, delete: contentOnly },
  hooks: { afterChange: [revalidateTag$(contentTags.meetingRooms)], afterDelete: [revalidateTag$(contentTags.meetingRooms)] },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'meetingRoomName', type: 'text', label: 'Name', required: true },
        { name: 'spaceId', type: 'text', label: 'Space id', required: true, unique: true, admin: { description: 'The booking system’s id for the room.' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'clubLocation', type: 'relationship', relationTo: 'clubs', label: 'Club', required: true, index: true },
        { name: 'linenumber', type: 'number', label: 'Order', defaultValue: 0, admin: { description: 'Rooms are listed in this order within their club.' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'capacity', type: 'number', required: true, min: 1, max: 1000, admin: { description: 'People.' } },
        { name: 'pricePerHour', type: 'number', label: 'Price per hour (£)', min: 0 },
        { name: 'pricePerDay', type: 'number', label: 'Price per day (£)', min: 0 },
      ],
    },
    { name: 'longDescription', type: 'textarea', maxLength: 2000 },
    {
      name: 'info',
      type: 'array',
      label: 'Features',
      maxRows: 20,
      admin: { description: 'e.g. "75-inch screen", "Natural daylight".' },
      fields: [{ name: 'feature', type: 'text', required: true }],
    },
    mediaField('featuredImage', { required: true }),
    { name: 'images', type: 'upload', relationTo: 'media', hasMany: true, maxRows: 12 },
    { name: 'mobileImages', type: 'upload', relationTo: 'media', hasMany: true, maxRows: 12 },
  ],
})

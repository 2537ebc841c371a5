import type { Block } from 'payload'

import { OPENTABLE_RID } from './opentable'

export const TableBookingWidget: Block = {
  slug: 'tableBookingWidget',
  interfaceName: 'TableBookingWidgetBlock',
  labels: { singular: 'Table booking widget (OpenTable)', plural: 'Table booking widget (OpenTable)' },
  fields: [
    { name: 'title', type: 'text', admin: { description: 'A heading above the booking widget, e.g. "Book a table". Optional.' } },
    {
      name: 'restaurantId',
      type: 'text',
      label: 'OpenTable restaurant id',
      validate: (value: unknown) =>
        value === undefined || value === null || value === '' || (typeof value === 'string' && OPENTABLE_RID.test(value.trim()))
          ? true
          : 'The restaurant id is a number, e.g. 123456 (the "rid" in the OpenTable widget code).',
      admin: {
        description:
          'The restaurant’s number at OpenTable (the "rid" in the widget code). Left empty, visitors see nothing here. The booking widget only loads on pages that hold this module.',
      },
    },
    {
      name: 'phoneNumber',
      type: 'text',
      label: 'Phone number for bookings',
      admin: {
        description: 'Shown as "Book by phone" while the widget loads, or if OpenTable cannot be reached. e.g. 020 7123 4505. Optional.',
      },
    },
  ],
}

import type { Block } from 'payload'

import { colourField, mediaField } from '@/lib/fields/content'

/**
 * Where a club is, without a third-party map: a live map (script or frame) would break the site's
 * content security policy and let the map provider track visitors, so the block shows the address,
 * an optional picture of the map and a link that opens Google Maps.
 */
export const MapModule: Block = {
  slug: 'map',
  interfaceName: 'MapBlock',
  labels: { singular: 'Map', plural: 'Map' },
  fields: [
    { name: 'title', type: 'text', admin: { description: 'e.g. "Find us in Fulham". Optional.' } },
    {
      name: 'address',
      type: 'textarea',
      required: true,
      admin: { description: 'The postal address, one line per row as it should appear.' },
    },
    {
      name: 'mapQuery',
      type: 'text',
      label: 'Search in Google Maps for',
      admin: { description: 'What Google Maps should look for, e.g. "Clubhouse Fulham, SW6 1HS". Leave empty to use the address.' },
    },
    {
      name: 'linkText',
      type: 'text',
      label: 'Link text',
      defaultValue: 'Open in Google Maps',
      admin: { description: 'The words of the link that opens the map.' },
    },
    mediaField('mapImage', {
      label: 'Map picture',
      admin: { description: 'A still picture of the map (e.g. a screenshot), described for people who cannot see it. Optional.' },
    }),
    colourField('colour'),
  ],
}

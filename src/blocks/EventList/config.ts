import type { Block } from 'payload'

/** Registered now so staff can place it; its component arrives with the events capability. */
export const EventList: Block = {
  slug: 'eventList',
  interfaceName: 'EventListBlock',
  labels: { singular: 'Event list', plural: 'Event lists' },
  fields: [{ name: 'title', type: 'text', defaultValue: 'EXPLORE EVENTS' }],
}

import type { Event } from '@/payload-types'

/** A stored event with its club and picture populated, as eventBySlug returns it. */
export function storedEvent(over: Partial<Event> = {}): Event {
  return {
    id: 12,
    title: 'Clubhouse Summit',
    slug: 'clubhouse-summit-25',
    visible: true,
    startsAt: '2026-07-02T09:00:00.000Z',
    endsAt: '2026-07-02T17:00:00.000Z',
    club: { id: 3, name: 'Kensington', address: '1 Kensington High Street\nLondon W8 5NP', locationId: 14, createdAt: '', updatedAt: '' },
    eventStatus: 'on-sale',
    eventType: 'members-and-guests',
    eventCategories: ['talks', 'business'],
    eventPrice: 195,
    venueName: 'The Screening Room',
    venueAddress: null,
    description: 'A day of talks.',
    shortDescription: 'Talks, dinner and a boat home.',
    longDescription: null,
    headerImage: {
      id: 5,
      alt: 'Speaker on stage',
      url: '/api/media/file/stage.webp',
      width: 1920,
      height: 1080,
      sizes: { og: { url: '/api/media/file/stage-1200x630.webp', width: 1200, height: 630 } },
      createdAt: '',
      updatedAt: '',
    },
    shareLink: null,
    tickets: [{ itemTitle: 'Summit day ticket', itemPrice: 195, itemMinimumPurchase: 1, itemMaximumPurchase: 4, soldOut: false }],
    createdAt: '',
    updatedAt: '',
    ...over,
  }
}

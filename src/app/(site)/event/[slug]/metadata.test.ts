import { describe, expect, it } from 'vitest'

import type { EventView } from '@/features/events/components/detail/view'
import type { ShellData } from '@/features/shell/types'

import { eventMetadata } from './metadata'

const shell = { settings: { productName: 'Clubhouse', globalMetaDescription: 'A private members’ club.', favicon: null } } as unknown as ShellData
const view = (ogImage: EventView['ogImage']) =>
  ({ title: 'Supper club', description: 'Four courses by the river.', shortDescription: null, url: 'https://clubhouse.example/event/supper-club', ogImage }) as unknown as EventView

describe('eventMetadata', () => {
  it('previews the event with its header picture’s 1200x630 crop', () => {
    const meta = eventMetadata(shell, view({ url: '/api/media/file/supper-1200x630.webp', alt: 'Supper club table', width: 1200, height: 630 }), 'https://clubhouse.example')
    expect(meta.openGraph).toMatchObject({ title: 'Clubhouse | Supper club', url: 'https://clubhouse.example/event/supper-club', siteName: 'Clubhouse', locale: 'en_GB' })
    expect(meta.openGraph?.images).toEqual([{ url: 'https://clubhouse.example/api/media/file/supper-1200x630.webp', width: 1200, height: 630, alt: 'Supper club table' }])
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image', title: 'Clubhouse | Supper club' })
  })

  it('previews an event without a picture with the site’s own', () => {
    const meta = eventMetadata(shell, view(null), 'https://clubhouse.example')
    expect(meta.openGraph?.images).toEqual([{ url: 'https://clubhouse.example/og-default.jpg', width: 1200, height: 630 }])
  })
})

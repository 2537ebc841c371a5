import type { CollectionConfig, GlobalConfig, PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { Clubs } from '@/collections/Clubs'
import { Enquiries } from '@/collections/Enquiries'
import { Events } from '@/collections/Events'
import { Industries } from '@/collections/Industries'
import { Leads } from '@/collections/Leads'
import { MeetingRooms } from '@/collections/MeetingRooms'
import { MembershipTypes } from '@/collections/MembershipTypes'
import { Offices } from '@/collections/Offices'
import { Outbox } from '@/collections/Outbox'
import { Media } from '@/collections/Media'
import { Pages } from '@/collections/Pages'
import { CompanyMembers } from '@/collections/CompanyMembers'
import { ProfilePictures } from '@/collections/ProfilePictures'
import { TicketRequests } from '@/collections/TicketRequests'
import { Users } from '@/collections/Users'
import { ApplicationSettings } from '@/globals/ApplicationSettings'
import { Footer } from '@/globals/Footer'
import { Menus } from '@/globals/Menus'
import { SiteSettings } from '@/globals/SiteSettings'

const collections: CollectionConfig[] = [Pages, Media, Clubs, MembershipTypes, Industries, Events, Offices, MeetingRooms, Leads, CompanyMembers, ProfilePictures, Enquiries, TicketRequests, Outbox, Users]
const globals: GlobalConfig[] = [SiteSettings, Menus, Footer]
const anonymous = { req: { user: null } as unknown as PayloadRequest }
const member = { req: { user: { id: 1, collection: 'members' } } as unknown as PayloadRequest }
const staff = (...roles: string[]) => ({ req: { user: { id: 1, collection: 'users', roles } } }) as never

describe('access control is deny-by-default', () => {
  it.each(collections.map((c) => [c.slug, c] as const))('%s states a rule for every operation', (_, collection) => {
    for (const op of ['create', 'read', 'update', 'delete', 'readVersions', 'unlock'] as const) {
      expect(typeof collection.access?.[op], `${collection.slug}.${op}`).toBe('function')
    }
  })
  it.each(collections.map((c) => [c.slug, c] as const))('%s cannot be written by visitors or members', async (_, collection) => {
    for (const who of [anonymous, member]) {
      for (const op of ['create', 'update', 'delete'] as const) {
        expect(await collection.access![op]!(who as never), `${collection.slug}.${op}`).toBe(false)
      }
    }
  })
  it.each(globals.map((g) => [g.slug, g] as const))('global %s is readable by all and writable by content staff only', async (_, global) => {
    expect(await global.access!.read!(anonymous as never)).toBe(true)
    expect(await global.access!.update!(anonymous as never)).toBe(false)
    expect(await global.access!.update!(member as never)).toBe(false)
    expect(await global.access!.update!(staff())).toBe(false)
    expect(await global.access!.update!(staff('sales'))).toBe(false)
    expect(await global.access!.update!(staff('content'))).toBe(true)
    expect(await global.access!.update!(staff('admin'))).toBe(true)
  })
  it('keeps the committee\'s e-mails and the reminder setting (application-settings) to sales staff and administrators', async () => {
    for (const op of ['read', 'update', 'readVersions'] as const) expect(typeof ApplicationSettings.access?.[op], op).toBe('function')
    for (const who of [anonymous, member, staff(), staff('content')]) {
      expect(await ApplicationSettings.access!.read!(who as never)).toBe(false)
      expect(await ApplicationSettings.access!.update!(who as never)).toBe(false)
    }
    for (const who of [staff('sales'), staff('admin')]) {
      expect(await ApplicationSettings.access!.read!(who)).toBe(true)
      expect(await ApplicationSettings.access!.update!(who)).toBe(true)
      expect(await ApplicationSettings.access!.readVersions!(who)).toBe(false)
    }
  })
  it('shows ticket requests (names, e-mails, phones) to sales staff and administrators only', async () => {
    expect(await TicketRequests.access!.read!(anonymous as never)).toBe(false)
    expect(await TicketRequests.access!.read!(member as never)).toBe(false)
    expect(await TicketRequests.access!.read!(staff('content'))).toBe(false)
    expect(await TicketRequests.access!.read!(staff('sales'))).toBe(true)
    expect(await TicketRequests.access!.read!(staff('admin'))).toBe(true)
  })
  it('lets anyone read meeting rooms, and events and offices that are shown on the website', async () => {
    expect(await MeetingRooms.access!.read!(anonymous as never)).toBe(true)
    for (const c of [Events, Offices]) {
      expect(await c.access!.read!(anonymous as never), c.slug).toEqual({ visible: { equals: true } })
      expect(await c.access!.read!(member as never), c.slug).toEqual({ visible: { equals: true } })
      expect(await c.access!.read!(staff('sales')), c.slug).toEqual({ visible: { equals: true } })
      expect(await c.access!.read!(staff('content')), c.slug).toBe(true)
    }
  })
  it('shows applicants\' photos to sales staff and administrators only, and lets nobody upload one through the API', async () => {
    for (const who of [anonymous, member, staff('content')]) expect(await ProfilePictures.access!.read!(who as never)).toBe(false)
    for (const who of [staff('sales'), staff('admin')]) {
      expect(await ProfilePictures.access!.read!(who)).toBe(true)
      expect(await ProfilePictures.access!.create!(who)).toBe(false)
      expect(await ProfilePictures.access!.update!(who)).toBe(false)
    }
  })
  it('never lets a continue token\'s hash be read or written through the API, not even by administrators', () => {
    const fields = Leads.fields.filter((f) => 'name' in f && (f.name === 'continueTokenHash' || f.name === 'continueExpiresAt'))
    expect(fields).toHaveLength(2)
    for (const f of fields) {
      for (const op of ['read', 'create', 'update'] as const) expect((f as { access: Record<string, (a: unknown) => boolean> }).access[op]!(staff('admin'))).toBe(false)
    }
  })
  it('lets nobody but staff into the back office, and only staff accounts there', async () => {
    expect(await Users.access!.admin!(member as never)).toBe(false)
    expect(await Users.access!.read!(anonymous as never)).toBe(false)
  })
  it('keeps the content team\'s collections and the site settings out of other staff\'s back office', () => {
    const content = [Pages, Media, Clubs, MembershipTypes, Industries, Events, Offices, MeetingRooms]
    for (const c of content) {
      const hidden = c.admin!.hidden as (args: { user: unknown }) => boolean
      expect(hidden({ user: { collection: 'users', roles: ['sales'] } }), c.slug).toBe(true)
      expect(hidden({ user: { collection: 'users', roles: ['content'] } }), c.slug).toBe(false)
      expect(hidden({ user: { collection: 'users', roles: ['admin'] } }), c.slug).toBe(false)
    }
    for (const g of globals) expect((g.admin!.hidden as (args: { user: unknown }) => boolean)({ user: { collection: 'users', roles: ['sales'] } }), g.slug).toBe(true)
    for (const c of [Leads, Enquiries, TicketRequests]) expect(c.admin?.hidden, c.slug).toBeUndefined()
  })
})

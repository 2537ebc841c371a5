import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { collections } from '@/collections'
import { Clubs } from '@/collections/Clubs'
import { Enquiries } from '@/collections/Enquiries'
import { Events } from '@/collections/Events'
import { Industries } from '@/collections/Industries'
import { Leads } from '@/collections/Leads'
import { MeetingRooms } from '@/collections/MeetingRooms'
import { MembershipTypes } from '@/collections/MembershipTypes'
import { Offices } from '@/collections/Offices'
import { Media } from '@/collections/Media'
import { Pages } from '@/collections/Pages'
import { ProfilePictures } from '@/collections/ProfilePictures'
import { TicketOrders } from '@/collections/TicketOrders'
import { Users } from '@/collections/Users'
import { globals } from '@/globals'
import { ApplicationSettings } from '@/globals/ApplicationSettings'

const anonymous = { req: { user: null } as unknown as PayloadRequest }
const member = { req: { user: { id: 1, collection: 'members' } } as unknown as PayloadRequest }
const staff = (...roles: string[]) => ({ req: { user: { id: 1, collection: 'users', roles } } }) as never

/**
 * Who may read and change each global. The lists tested come from the config itself, so a new
 * collection gets the deny-by-default checks at once, and a new global fails here until its rule
 * is written down.
 */
const GLOBAL_RULES: Record<string, { readers: 'everyone' | 'sales' | 'admin'; editors: 'content' | 'sales' | 'admin' }> = {
  settings: { readers: 'everyone', editors: 'content' },
  menus: { readers: 'everyone', editors: 'content' },
  footer: { readers: 'everyone', editors: 'content' },
  privacy: { readers: 'admin', editors: 'admin' },
  'application-settings': { readers: 'sales', editors: 'sales' },
  'ticket-settings': { readers: 'sales', editors: 'sales' },
  'table-settings': { readers: 'sales', editors: 'sales' },
  'dues-settings': { readers: 'sales', editors: 'sales' },
  'sign-in-settings': { readers: 'admin', editors: 'admin' },
  'limit-settings': { readers: 'admin', editors: 'admin' },
}
/** Who a rule lets in: everyone, or that role's staff and administrators (who may do everything). */
const allowed = (rule: 'everyone' | 'content' | 'sales' | 'admin', who: string) => rule === 'everyone' || who === 'admin' || who === rule
const everyone = { anonymous, member, 'staff without a role': staff(), content: staff('content'), sales: staff('sales'), admin: staff('admin') } as unknown as Record<string, never>

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
  it('knows every collection and every global of the config', () => {
    expect(collections.map((c) => c.slug)).toHaveLength(22)
    expect(globals.map((g) => g.slug).sort()).toEqual(Object.keys(GLOBAL_RULES).sort())
  })
  it.each(globals.map((g) => [g.slug, g] as const))('global %s is read and changed by exactly the staff its rule names', async (_, global) => {
    const rule = GLOBAL_RULES[global.slug]!
    for (const [who, args] of Object.entries(everyone)) {
      expect(await global.access!.read!(args), `${global.slug}: ${who} reads`).toBe(allowed(rule.readers, who))
      expect(await global.access!.update!(args), `${global.slug}: ${who} updates`).toBe(allowed(rule.editors, who))
    }
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
  // Ticket orders replaced ticket requests, whose collection is retired (docs/decisions/040): the same rule holds for them.
  it('shows ticket orders (names, e-mails, phones) to sales staff and administrators only', async () => {
    expect(await TicketOrders.access!.read!(anonymous as never)).toBe(false)
    expect(await TicketOrders.access!.read!(member as never)).toBe(false)
    expect(await TicketOrders.access!.read!(staff('content'))).toBe(false)
    expect(await TicketOrders.access!.read!(staff('sales'))).toBe(true)
    expect(await TicketOrders.access!.read!(staff('admin'))).toBe(true)
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
    for (const g of globals.filter((g) => GLOBAL_RULES[g.slug]!.editors === 'content')) expect((g.admin!.hidden as (args: { user: unknown }) => boolean)({ user: { collection: 'users', roles: ['sales'] } }), g.slug).toBe(true)
    for (const c of [Leads, Enquiries, TicketOrders]) expect(c.admin?.hidden, c.slug).toBeUndefined()
  })
})

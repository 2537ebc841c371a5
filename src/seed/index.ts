import { readFile } from 'node:fs/promises'
import path from 'node:path'

import type { Payload } from 'payload'

import { withDefaults } from '@/features/application/emails/templates'

import * as content from './content'
import { isPortraitLabel, pictureAlt, seedPicture } from './images'
import { seedListings } from './listings'
import { seedIndustries } from './industries'
import { seedMembershipTypes } from './membership-types'
import { pageBlocks } from './page-blocks'
import { pageLayout } from './page-layout'
import { seedLocalMemberDues } from './dues'
import { seedLocalMember, seedRestaurants } from './restaurants'
import { STYLEGUIDE_PATH, styleguideLayout } from './styleguide'
import { resolveImages, type SeedMediaKind } from './styleguide/types'

export const LOCAL_ADMIN = { email: 'admin@clubhouse.local', password: 'clubhouse-local-admin' } as const

type Options = {
  log?: (message: string) => void
  admin?: { email: string; password: string }
  /** When no admin is configured: create the documented local one (never on a shared server). */
  allowLocalAdmin: boolean
}

type Summary = { created: Record<string, number>; adminEmail?: string; localAdmin: boolean; localMember: boolean }

/** A six-second gradient loop (H.264, 47 kB) standing in for the club's films. */
const SEED_VIDEO = path.resolve(import.meta.dirname, 'assets/club-loop.mp4')

/** Fills in whatever of the starting content is missing. Running it again creates nothing new. */
export async function seed(payload: Payload, options: Options): Promise<Summary> {
  const log = options.log ?? (() => {})
  const created: Record<string, number> = { users: 0, media: 0, clubs: 0, pages: 0, globals: 0, 'membership types': 0, industries: 0, events: 0, offices: 0, 'meeting rooms': 0 }
  const base = { overrideAccess: true, context: { seeding: true } } as const
  // One clock for the run: the events and the banners that announce them are dated from it.
  const now = new Date()

  // Staff
  let adminEmail: string | undefined
  let localAdmin = false
  const admin = options.admin ?? (options.allowLocalAdmin ? LOCAL_ADMIN : undefined)
  if (admin) {
    const existing = await payload.find({ ...base, collection: 'users', where: { email: { equals: admin.email } }, limit: 1 })
    if (existing.totalDocs === 0) {
      await payload.create({ ...base, collection: 'users', data: { email: admin.email, password: admin.password, name: 'Administrator', roles: ['admin'] } })
      created.users!++
      adminEmail = admin.email
      localAdmin = !options.admin
    }
  }

  // Images, drawn locally, one per label (tall ones for phone crops); videos, the bundled loop, one per label
  const imageIds = new Map<string, number | string>()
  const image = async (label: string, kind: SeedMediaKind = 'image') => {
    const cached = imageIds.get(label)
    if (cached !== undefined) return cached
    // A scene's landscape and portrait files share their alt text; the file name tells them apart.
    const alt = pictureAlt(label)
    const slug = label.toLowerCase().replace(/[^a-z0-9]+/g, '-')
    const found = await payload.find({ ...base, collection: 'media', where: { alt: { equals: alt } }, limit: 20, depth: 0 })
    let id = found.docs.find((doc) => doc.filename?.startsWith(`${slug}.`))?.id
    if (id === undefined) {
      const file =
        kind === 'video'
          ? { data: await readFile(SEED_VIDEO), mimetype: 'video/mp4', name: `${slug}.mp4` }
          : await seedPicture(label, kind === 'portrait' || isPortraitLabel(label) ? 'portrait' : 'landscape').then((p) => ({ data: p.data, mimetype: p.mimetype, name: `${slug}.${p.extension}` }))
      const doc = await payload.create({ ...base, collection: 'media', data: { alt }, file: { ...file, size: file.data.length } })
      id = doc.id
      created.media!++
    }
    imageIds.set(label, id)
    return id
  }

  // Clubs
  const clubIds: (number | string)[] = []
  const clubsByName = new Map<content.ClubName, number | string>()
  for (const club of content.clubs) {
    const found = await payload.find({ ...base, collection: 'clubs', where: { locationId: { equals: club.locationId } }, limit: 1 })
    if (found.docs[0]) {
      clubIds.push(found.docs[0].id)
      clubsByName.set(club.name, found.docs[0].id)
      continue
    }
    const doc = await payload.create({
      ...base,
      collection: 'clubs',
      data: { name: club.name, locationId: club.locationId, address: club.address, addressLink: content.mapsLink(club.address), phone: club.phone, latitude: club.latitude, longitude: club.longitude },
    })
    clubIds.push(doc.id)
    clubsByName.set(club.name, doc.id)
    created.clubs!++
  }

  // Globals: written once; after that they belong to staff
  const settings = await payload.findGlobal({ ...base, slug: 'settings' })
  if (!settings.homePage) {
    await payload.updateGlobal({ ...base, slug: 'settings', data: content.seedSettings(now) })
    created.globals!++
  }
  const menus = await payload.findGlobal({ ...base, slug: 'menus' })
  if (!menus.menus?.length) {
    await payload.updateGlobal({ ...base, slug: 'menus', data: content.menus })
    created.globals!++
  }
  const footer = await payload.findGlobal({ ...base, slug: 'footer' })
  if (!footer.enquiry?.phone) {
    await payload.updateGlobal({ ...base, slug: 'footer', data: { ...content.footer, locations: clubIds as number[] } })
    created.globals!++
  }
  // The committee's e-mails and the reminder (docs/decisions/020): the default wording, once.
  const applications = await payload.findGlobal({ ...base, slug: 'application-settings' })
  if (!applications.updatedAt) {
    await payload.updateGlobal({ ...base, slug: 'application-settings', data: withDefaults(null) })
    created.globals!++
  }

  // Pages
  const blocksByPath = pageBlocks(now)
  for (const page of content.pages) {
    const found = await payload.find({ ...base, collection: 'pages', where: { path: { equals: page.path } }, limit: 1, draft: true })
    if (found.totalDocs > 0) continue
    const layout = await resolveImages(pageLayout(page, blocksByPath[page.path] ?? []), image)
    await payload.create({
      ...base,
      collection: 'pages',
      draft: false,
      data: {
        title: page.title,
        path: page.path,
        metaDescription: page.metaDescription,
        headerForegroundColour: 'light',
        hideHeaderAndFooter: page.hideHeaderAndFooter ?? false,
        requiresAuthentication: page.requiresAuthentication ?? false,
        layout,
        _status: 'published',
      } as never,
    })
    created.pages!++
  }

  // Club, Social and Corporate: prices and the content of /book-a-tour
  created['membership types'] = await seedMembershipTypes(payload, image)
  // The application's industry question (spec 001 section 3)
  created.industries = await seedIndustries(payload)

  // Events, offices and meeting rooms, keyed by slug, officeGroupId and spaceId
  Object.assign(created, await seedListings(payload, clubsByName, image, now))
  // Where members book tables, and (locally only) a member to try it with
  created.restaurants = await seedRestaurants(payload, clubsByName)
  const localMember = options.allowLocalAdmin && !options.admin ? await seedLocalMember(payload) : false
  // Their plan, payments so far and next collection, on the local Direct Debit sandbox
  if (options.allowLocalAdmin && !options.admin) created.dues = Number(await seedLocalMemberDues(payload, Number(clubsByName.get('Fulham')) || undefined, now))

  // The styleguide: every module once or more, for staff to copy from and for the checks to walk.
  const styleguide = await payload.find({ ...base, collection: 'pages', where: { path: { equals: STYLEGUIDE_PATH } }, limit: 1, draft: true })
  if (styleguide.totalDocs === 0) {
    await payload.create({
      ...base,
      collection: 'pages',
      draft: false,
      data: {
        title: 'Styleguide',
        path: STYLEGUIDE_PATH,
        metaDescription: 'Every content module of the Clubhouse website, with example copy.',
        hideFromSearch: true,
        headerForegroundColour: 'light',
        layout: await resolveImages(styleguideLayout(now), image),
        _status: 'published',
      } as never,
    })
    created.pages!++
  }

  log(`Seed: created ${Object.entries(created).map(([k, v]) => `${v} ${k}`).join(', ')}`)
  return { created, adminEmail, localAdmin, localMember }
}

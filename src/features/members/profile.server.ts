import 'server-only'

import { sqlRows } from '@/lib/db/sql'
import { getPayloadClient } from '@/model/payload-client'
import { processPhoto } from '@/model/photos/photo'
import { APPLICATION_PHOTO_MAX_BYTES } from '@/model/application'
import { PHOTO_MESSAGES } from '@/model/photos/photo-messages'
import { storeProfilePicture } from '@/model/profile-picture-file'
import type { Member } from '@/payload-types'

import { ACCOUNT_MESSAGES } from './schema'

export type ProfileChoices = { role: string; listed: boolean; showPhoto: boolean; showRole: boolean; showIndustry: boolean; showCompany: boolean; showEmail: boolean }

/** The member's own account, as their profile shows it. */
export async function profileOf(memberId: number): Promise<Member | null> {
  const payload = await getPayloadClient()
  return (await payload.findByID({ collection: 'members', id: memberId, overrideAccess: true, depth: 0, disableErrors: true })) as Member | null
}

/** What the member chooses on their profile: their role, and whether and how the directory lists them. */
export async function saveProfileChoices(memberId: number, choices: ProfileChoices): Promise<{ ok: true } | { ok: false; message: string }> {
  try {
    const payload = await getPayloadClient()
    await payload.update({
      collection: 'members',
      id: memberId,
      overrideAccess: true,
      depth: 0,
      data: {
        role: choices.role.trim().slice(0, 100) || null,
        directory: { listed: choices.listed, showPhoto: choices.showPhoto, showRole: choices.showRole, showIndustry: choices.showIndustry, showCompany: choices.showCompany, showEmail: choices.showEmail },
      },
    })
    return { ok: true }
  } catch (error) {
    console.error('Saving a member profile failed:', error)
    return { ok: false, message: ACCOUNT_MESSAGES.unavailable }
  }
}

/** A new photo, with the application's rules (at most 12 MB, an image by its content, re-encoded without metadata). */
export async function saveProfilePhoto(memberId: number, bytes: Buffer): Promise<{ ok: true } | { ok: false; message: string }> {
  if (bytes.length > APPLICATION_PHOTO_MAX_BYTES) return { ok: false, message: PHOTO_MESSAGES.tooLarge }
  const photo = await processPhoto(bytes)
  if (!photo.ok) return { ok: false, message: photo.message }
  try {
    const payload = await getPayloadClient()
    const before = (await profileOf(memberId))?.photo
    const previous = typeof before === 'object' && before ? before.id : (before ?? null)
    const stored = await storeProfilePicture(payload, photo.jpeg, `member-${memberId}.jpg`)
    await payload.update({ collection: 'members', id: memberId, overrideAccess: true, depth: 0, data: { photo: stored } })
    // The photo replaced goes, unless the application (or a company's list) still shows it.
    if (previous) {
      const [kept] = await sqlRows(
        payload,
        `SELECT 1 FROM leads WHERE profile_head_shot_id = $1 UNION ALL SELECT 1 FROM company_members WHERE photo_id = $1 UNION ALL SELECT 1 FROM members WHERE photo_id = $1 LIMIT 1`,
        [previous],
      )
      if (!kept) await payload.delete({ collection: 'profile-pictures', id: previous, overrideAccess: true })
    }
    return { ok: true }
  } catch (error) {
    console.error('Saving a member photo failed:', error)
    return { ok: false, message: ACCOUNT_MESSAGES.unavailable }
  }
}

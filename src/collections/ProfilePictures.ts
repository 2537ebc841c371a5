import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { denyByDefault, hiddenOutsideRole, nobody, salesOnly } from '@/lib/access'
import { getEnv } from '@/lib/env'
import { missingFileIsNotFound } from '@/lib/payload-api/missing-file'

const staticDir = path.resolve(getEnv().DATA_DIR, 'profile-pictures')

/**
 * Applicants' and members' head-and-shoulders photos (spec 001 section 3: "profile-pictures").
 * Personal data: staff of the sales team see them in the back office; an applicant sees their own
 * only through the application, by their continue capability. Nobody uploads here through Payload's
 * API: the application's photo call checks the file by its bytes and re-encodes it first.
 */
export const ProfilePictures: CollectionConfig = denyByDefault({
  slug: 'profile-pictures',
  labels: { singular: 'Profile picture', plural: 'Profile pictures' },
  admin: { hidden: hiddenOutsideRole('sales'), group: 'Sales', description: 'Photos applicants and members sent with their applications.' },
  access: { read: salesOnly, create: nobody, update: nobody, delete: salesOnly },
  upload: {
    staticDir,
    // Files on the disk, or in the S3 bucket when S3_BUCKET is set (src/payload.config.ts, docs/decisions/069):
    // private objects either way, served only through Payload's file route and its read access.
    handlers: [missingFileIsNotFound(staticDir)],
    // Personal data: no browser or proxy keeps a copy.
    modifyResponseHeaders: ({ headers }) => {
      headers.set('Cache-Control', 'private, no-store')
      return headers
    },
    mimeTypes: ['image/jpeg'],
    imageSizes: [{ name: 'thumbnail', width: 240, height: 240, position: 'top' }],
    adminThumbnail: 'thumbnail',
  },
  fields: [
    {
      name: 'lead',
      type: 'relationship',
      relationTo: 'leads',
      index: true,
      access: { create: () => false, update: () => false },
      admin: { readOnly: true, description: 'The application the photo came with.' },
    },
  ],
})

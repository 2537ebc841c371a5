import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { anyone, denyByDefault, contentOnly, hiddenOutsideRole } from '@/lib/access'
import { getEnv } from '@/lib/env'
import { missingFileIsNotFound } from '@/lib/payload-api/missing-file'

const staticDir = path.resolve(getEnv().DATA_DIR, 'media')

export const Media: CollectionConfig = denyByDefault({
  slug: 'media',
  admin: { hidden: hiddenOutsideRole('content'), group: 'Content' },
  access: { read: anyone, create: contentOnly, update: contentOnly, delete: contentOnly },
  upload: {
    staticDir,
    // Files on the disk, or in the S3 bucket when S3_BUCKET is set (src/payload.config.ts, docs/decisions/069).
    handlers: [missingFileIsNotFound(staticDir)],
    mimeTypes: ['image/*', 'video/mp4', 'video/webm', 'application/pdf'],
    focalPoint: true,
    imageSizes: [
      { name: 'thumbnail', width: 400 },
      { name: 'card', width: 768 },
      { name: 'tablet', width: 1024 },
      { name: 'desktop', width: 1920 },
      { name: 'og', width: 1200, height: 630, position: 'centre' },
    ],
    formatOptions: { format: 'webp', options: { quality: 80 } },
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      required: true,
      admin: { description: 'Describe the picture for people who cannot see it.' },
    },
    { name: 'caption', type: 'text' },
  ],
})

import { stat } from 'node:fs/promises'
import path from 'node:path'

import type { UploadConfig } from 'payload'

type FileHandler = NonNullable<UploadConfig['handlers']>[number]

async function notFoundIfMissing(staticDir: string, filename: string): Promise<Response | undefined> {
  const dir = path.resolve(staticDir)
  const file = path.resolve(dir, filename)
  // Payload itself refuses a name that leaves the folder (400).
  if (!file.startsWith(dir + path.sep)) return undefined
  try {
    if ((await stat(file)).isFile()) return undefined
  } catch {
    // absent or unreadable: either way nothing to serve
  }
  return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })
}

/**
 * Payload answers a request for a file that is not on the disk with 500 (it logs the absence as a
 * server error). A file that does not exist is not found. Runs before Payload's own file serving,
 * which serves every file that is there. Steps aside for a collection whose files are not on the
 * disk: the S3 plugin's own handler, after it, answers a missing object 404 itself.
 */
export const missingFileIsNotFound =
  (staticDir: string): FileHandler =>
  (req, { params }) => {
    // Files kept elsewhere (the S3 plugin, docs/decisions/069) are its handler's to serve, or to answer 404 for.
    const collections = req.payload.collections as Partial<Record<string, { config: { upload?: { disableLocalStorage?: boolean } } }>>
    if (collections[params.collection]?.config.upload?.disableLocalStorage) return
    // Payload's type lists Promise<Response> and Promise<void> but not a promise of either.
    return notFoundIfMissing(staticDir, params.filename) as Promise<void>
  }

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
 * which serves every file that is there.
 */
export const missingFileIsNotFound =
  (staticDir: string): FileHandler =>
  (_req, { params }) =>
    // Payload's type lists Promise<Response> and Promise<void> but not a promise of either.
    notFoundIfMissing(staticDir, params.filename) as Promise<void>

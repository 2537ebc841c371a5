import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { isPlainFilename, type UploadStorage } from './storage'

/** The default: each collection's files in DATA_DIR/<collection> (the collections' `staticDir`). */
export function createLocalStorage(dataDir: string): UploadStorage {
  const root = path.resolve(dataDir)
  return {
    name: 'disk',
    location: root,
    async read(collection, filename) {
      if (!isPlainFilename(filename)) return null
      try {
        return await readFile(path.join(root, collection, filename))
      } catch {
        return null // absent or unreadable: either way nothing to serve
      }
    },
    async write(collection, filename, bytes) {
      if (!isPlainFilename(filename)) throw new Error(`Not a file name: ${JSON.stringify(filename)}`)
      await mkdir(path.join(root, collection), { recursive: true })
      await writeFile(path.join(root, collection, filename), bytes)
    },
  }
}

import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * Longest files first, from the durations a whole run measured (tests/support/file-durations.json,
 * refreshed by `node scripts/file-durations.mjs` after `npm test`). Files run a few at a time; a
 * long file that starts last keeps its worker busy after the others have finished, and on a fresh
 * clone Vitest has no durations of its own (it orders by file size). A file the list does not know
 * yet (a new one) starts first, as if it were the slowest; files alike keep Vitest's own order.
 */
const durationsFile = path.join(import.meta.dirname, 'file-durations.json')
const durations: Record<string, number> = existsSync(durationsFile) ? JSON.parse(readFileSync(durationsFile, 'utf8')) : {}

export default class DurationSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const seconds = (f: TestSpecification) =>
      durations[`${f.project.name}:${path.relative(f.project.config.root, f.moduleId)}`] ?? Number.MAX_SAFE_INTEGER
    // Array sort is stable: Vitest's order (by its cached durations, else size) breaks ties.
    return (await super.sort(files)).sort(
      (a, b) =>
        a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder ||
        (a.project.name < b.project.name ? -1 : a.project.name > b.project.name ? 1 : 0) ||
        seconds(b) - seconds(a),
    )
  }
}

#!/usr/bin/env node
/**
 * Writes tests/support/file-durations.json from the last `npm test` (.tmp/test-run/timings.jsonl):
 * each test file's seconds, by project, which tests/support/duration-sequencer.ts reads to start
 * the longest files first. Run it after a whole `npm test` when files were added or grew.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const lines = readFileSync(path.join(root, '.tmp/test-run/timings.jsonl'), 'utf8').split('\n').filter(Boolean)
const durations = Object.fromEntries(
  lines
    .map((line) => JSON.parse(line))
    .map(({ project, file, ms }) => [`${project}:${file}`, Math.round(ms / 100) / 10])
    .sort(([a], [b]) => (a < b ? -1 : 1)),
)
writeFileSync(path.join(root, 'tests/support/file-durations.json'), `${JSON.stringify(durations, null, 2)}\n`)
console.log(`${Object.keys(durations).length} files' durations written to tests/support/file-durations.json`)

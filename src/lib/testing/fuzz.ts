import { randomInt } from 'node:crypto'
import path from 'node:path'

import fc from 'fast-check'
import { expect } from 'vitest'

/**
 * The one setting every fuzz and property test reads (tests only). FUZZ_RUNS: runs per property or
 * endpoint, 1,000 in `npm test`, 10,000 in `npm run test:full`. FUZZ_SEED: the seed, chosen at
 * random when unset (never the clock, which two runs can share), printed, and given back in the
 * command that replays a failure.
 */
export const FUZZ_RUNS = positiveInteger('FUZZ_RUNS', 1_000)
export const FUZZ_SEED = process.env.FUZZ_SEED === undefined || process.env.FUZZ_SEED === '' ? randomInt(2 ** 31) : positiveInteger('FUZZ_SEED', 0)

function positiveInteger(name: string, fallback: number): number {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`${name} must be a whole number, not ${JSON.stringify(raw)}`)
  return value
}

/** The command that runs the current test again with this run's seed and count. */
export function replayCommand(): string {
  const { testPath, currentTestName } = expect.getState()
  const file = testPath ? path.relative(process.cwd(), testPath) : '<test file>'
  const name = currentTestName ? ` -t ${JSON.stringify(currentTestName.split(' > ').at(-1))}` : ''
  return `FUZZ_SEED=${FUZZ_SEED} FUZZ_RUNS=${FUZZ_RUNS} npx vitest run ${file}${name}`
}

/**
 * fast-check's parameters for one property: the run's count and seed, and a failure message that
 * ends with the command replaying it. `runs` overrides the count for a property that must see a
 * fixed number of cases whatever the setting.
 */
export function fuzzParameters<T>(options: { runs?: number } = {}): fc.Parameters<T> {
  const numRuns = options.runs ?? FUZZ_RUNS
  console.log(`fuzz: ${numRuns} runs, seed ${FUZZ_SEED} (${replayCommand()})`)
  return {
    numRuns,
    seed: FUZZ_SEED,
    reporter: (details) => {
      if (details.failed) throw new Error(`${fc.defaultReportMessage(details)}\n\nReplay: ${replayCommand()}`)
    },
  }
}

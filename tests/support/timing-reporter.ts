import { appendFileSync } from 'node:fs'
import path from 'node:path'

import type { Reporter, TestModule } from 'vitest/node'

/**
 * Appends one JSON line per test file (its path and how long it took, set-up and hooks included)
 * to TEST_TIMINGS_FILE, so `npm test` can print the slowest files of the whole run. Vitest's own
 * JSON report measures a file from its first test, leaving out the boot in `beforeAll`.
 */
export default class TimingReporter implements Reporter {
  onTestModuleEnd(module: TestModule) {
    const file = process.env.TEST_TIMINGS_FILE
    if (!file) return
    const d = module.diagnostic()
    const ms = d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration
    const tests = [...module.children.allTests()].length
    appendFileSync(file, `${JSON.stringify({ file: path.relative(process.cwd(), module.moduleId), ms: Math.round(ms), tests, project: module.project.name })}\n`)
  }
}

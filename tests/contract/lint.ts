import { createConfig, lintFromString } from '@redocly/openapi-core'

export type LintProblem = { ruleId: string; pointer: string; message: string }

/** Redocly's `recommended` rules over the document, as `redocly lint` would run them. */
export async function lintOpenApi(doc: object): Promise<{ errors: LintProblem[]; warnings: LintProblem[] }> {
  const config = await createConfig({ extends: ['recommended'] })
  const problems = await lintFromString({ source: JSON.stringify(doc), absoluteRef: 'openapi.json', config })
  const shape = (p: (typeof problems)[number]): LintProblem => ({ ruleId: p.ruleId, pointer: p.location?.[0]?.pointer ?? '', message: p.message })
  return { errors: problems.filter((p) => p.severity === 'error').map(shape), warnings: problems.filter((p) => p.severity === 'warn').map(shape) }
}

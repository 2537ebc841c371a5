/**
 * The check behind "no personal data in the log" (issue 32 §5): the lines of a log that hold any
 * of the given values, matched without regard to case. The end-to-end run greps its servers' logs
 * with it for the people its seed and its tests' forms use (tests/e2e/personal-data.ts).
 */
export type Leak = { line: number; value: string; text: string }

export function linesHolding(log: string, values: readonly string[]): Leak[] {
  const wanted = values.filter((v) => v.trim().length >= 4).map((v) => [v, v.toLowerCase()] as const)
  const leaks: Leak[] = []
  log.split('\n').forEach((text, i) => {
    const lower = text.toLowerCase()
    for (const [value, needle] of wanted) if (lower.includes(needle)) leaks.push({ line: i + 1, value, text })
  })
  return leaks
}

import type { MonitoringPort } from './monitoring'

/** One JSON line per report on the server's standard output, for a log collector to pick up. */
export function createLogPort(write: (line: string) => void = (line) => process.stdout.write(`${line}\n`)): MonitoringPort {
  return {
    name: 'log',
    async record(report) {
      write(JSON.stringify({ type: 'browser-monitoring', at: new Date().toISOString(), ...report }))
    },
  }
}

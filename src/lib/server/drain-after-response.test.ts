import { afterEach, describe, expect, it, vi } from 'vitest'

let afterResponseSettled: () => Promise<void>

// Each case loads it afresh, since the environment is read once per process; outside a request its runs start at once.
async function fresh(env: Record<string, string>) {
  vi.resetModules()
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value)
  afterResponseSettled = (await import('./after-response')).afterResponseSettled
  return (await import('./drain-after-response')).drainAfterResponse
}

afterEach(() => vi.unstubAllEnvs())

describe('drainAfterResponse', () => {
  it('runs once more after a run that was woken meanwhile, never two runs at once', async () => {
    const drainAfterResponse = await fresh({ SUBMISSIONS_WORKER: 'in-process' })
    let running = 0
    let most = 0
    const seen: string[] = []
    let release: () => void = () => {}
    const drain = vi.fn(async (on: string) => {
      most = Math.max(most, ++running)
      seen.push(on)
      if (seen.length === 1) await new Promise<void>((resolve) => (release = resolve))
      running--
    })
    const wake = drainAfterResponse(drain)
    wake('first')
    wake('second')
    wake('third')
    release()
    await afterResponseSettled()
    expect(drain).toHaveBeenCalledTimes(2)
    expect(most).toBe(1)
    // The run goes on with what its first wake gave it.
    expect(seen).toEqual(['first', 'first'])
  })

  it('leaves the queue to the worker when one runs it', async () => {
    const drainAfterResponse = await fresh({ SUBMISSIONS_WORKER: 'separate' })
    const drain = vi.fn(async () => {})
    drainAfterResponse(drain)('payload')
    await afterResponseSettled()
    expect(drain).not.toHaveBeenCalled()
  })

  it('tells onError of a failed run, and runs again when woken after it', async () => {
    const drainAfterResponse = await fresh({ SUBMISSIONS_WORKER: 'in-process' })
    const onError = vi.fn()
    const drain = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(undefined)
    const wake = drainAfterResponse(drain, onError)
    wake('payload')
    await afterResponseSettled()
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'down' }))
    wake('payload')
    await afterResponseSettled()
    expect(drain).toHaveBeenCalledTimes(2)
  })
})

/** The part of autocannon's API (it ships no types) the cluster benchmark uses (scripts/bench-cluster.ts). */
declare module 'autocannon' {
  type Request = { method?: string; headers?: Record<string, string>; body?: string; setupRequest?: (req: Request) => Request }
  type Options = { url: string; connections: number; duration: number; requests?: Request[] }
  type Result = { requests: { average: number }; latency: { p99: number }; non2xx: number; errors: number }
  function autocannon(options: Options, done: (err: Error | null, result: Result) => void): void
  namespace autocannon {
    export type { Options }
  }
  export default autocannon
}

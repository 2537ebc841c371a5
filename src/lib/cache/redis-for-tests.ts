import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createServer, connect } from 'node:net'

/** The machine's Redis server, which the cache tests start on a port of their own. */
export const REDIS_SERVER = process.env.REDIS_SERVER_BIN || '/usr/bin/redis-server'
export const hasRedisServer = existsSync(REDIS_SERVER)

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

/** Whether something answers PING on the port. */
function pong(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    const done = (ok: boolean) => {
      socket.destroy()
      resolve(ok)
    }
    socket.setTimeout(500, () => done(false))
    socket.on('error', () => done(false))
    socket.on('data', (data) => done(data.toString().startsWith('+PONG')))
    socket.on('connect', () => socket.write('PING\r\n'))
  })
}

/**
 * A throw-away Redis server (no persistence) on a free port: `stop()` and `start()` again on the same
 * port stand for an outage; `pause()`/`resume()` (SIGSTOP/SIGCONT) for a server that stops answering
 * while its connections stay open.
 */
export async function startRedis() {
  const port = await freePort()
  let child: ChildProcess | undefined
  const start = async () => {
    child = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' })
    for (let i = 0; i < 100; i++) {
      if (await pong(port)) return
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    throw new Error(`redis-server did not answer on port ${port}`)
  }
  const stop = async () => {
    const running = child
    child = undefined
    if (!running || running.exitCode !== null) return
    const exited = new Promise((resolve) => running.once('exit', resolve))
    running.kill('SIGKILL')
    await exited
  }
  await start()
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    start,
    stop,
    pause: () => child?.kill('SIGSTOP'),
    resume: () => child?.kill('SIGCONT'),
  }
}

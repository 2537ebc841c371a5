import { createServer, type AddressInfo, type Socket } from 'node:net'

/** One message as the server received it: the envelope, the credentials and the raw RFC 5322 text. */
export type ReceivedMail = { from: string; to: string[]; auth?: string; data: string }

export type SmtpTestServer = {
  port: number
  url: string
  received: ReceivedMail[]
  close(): Promise<void>
}

/**
 * A real SMTP server on a loopback socket, for the transport's tests: it speaks just enough of the
 * protocol for Nodemailer (EHLO, AUTH PLAIN, MAIL, RCPT, DATA, RSET, NOOP, QUIT), without TLS.
 * `rcptReply` lets a test answer a recipient with an error, e.g. 451 (try later) or 550 (refused).
 * `port`: listen there (a server that was down comes back where its clients look for it).
 * `beforeReply`: runs once a message is received and before the server's 250 answer, e.g. to hold
 * the answer back while a test kills the client that is waiting for it.
 */
export async function startSmtpTestServer(
  options: { rcptReply?: (to: string) => string | undefined; port?: number; beforeReply?: (mail: ReceivedMail) => Promise<void> } = {},
): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = []
  const sockets = new Set<Socket>()

  const server = createServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => socket.destroy())
    socket.setEncoding('utf8')

    let buffer = ''
    let inData = false
    let mail: ReceivedMail = { from: '', to: [], data: '' }
    let auth: string | undefined
    const reply = (line: string) => socket.write(`${line}\r\n`)

    let holding = false
    reply('220 localhost ESMTP test server')
    const handle = (chunk: string) => {
      buffer += chunk
      if (holding) return
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n')
          if (end === -1) return
          // Undo dot-stuffing (RFC 5321 4.5.2).
          mail.data = buffer.slice(0, end).replace(/^\.\./gm, '.')
          buffer = buffer.slice(end + 5)
          inData = false
          const done = { ...mail, auth }
          received.push(done)
          mail = { from: '', to: [], data: '' }
          if (options.beforeReply) {
            // Commands pipelined behind the message wait for its answer, as on a real server.
            holding = true
            void options.beforeReply(done).then(() => {
              holding = false
              if (socket.destroyed) return
              reply(`250 2.0.0 Ok: queued as ${received.length}`)
              handle('')
            })
            return
          }
          reply(`250 2.0.0 Ok: queued as ${received.length}`)
          continue
        }
        const newline = buffer.indexOf('\r\n')
        if (newline === -1) return
        const line = buffer.slice(0, newline)
        buffer = buffer.slice(newline + 2)
        const verb = line.split(' ')[0]?.toUpperCase()
        if (verb === 'EHLO') reply('250-localhost\r\n250-AUTH PLAIN\r\n250-8BITMIME\r\n250 SMTPUTF8')
        else if (verb === 'HELO') reply('250 localhost')
        else if (verb === 'AUTH') {
          auth = Buffer.from(line.split(' ')[2] ?? '', 'base64').toString('utf8').split('\0').slice(1).join(':')
          reply('235 2.7.0 Authentication successful')
        } else if (verb === 'MAIL') {
          mail.from = /<([^>]*)>/.exec(line)?.[1] ?? ''
          reply('250 2.1.0 Ok')
        } else if (verb === 'RCPT') {
          const to = /<([^>]*)>/.exec(line)?.[1] ?? ''
          const refusal = options.rcptReply?.(to)
          if (refusal) reply(refusal)
          else {
            mail.to.push(to)
            reply('250 2.1.5 Ok')
          }
        } else if (verb === 'DATA') {
          inData = true
          reply('354 End data with <CR><LF>.<CR><LF>')
        } else if (verb === 'RSET') {
          mail = { from: '', to: [], data: '' }
          reply('250 2.0.0 Ok')
        } else if (verb === 'NOOP') reply('250 2.0.0 Ok')
        else if (verb === 'QUIT') {
          reply('221 2.0.0 Bye')
          socket.end()
          return
        } else reply('502 5.5.2 Command not recognized')
      }
    }
    socket.on('data', handle)
  })

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    port,
    url: `smtp://club:s3cret@127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}

/** A loopback port with nothing listening on it, for a refused connection. */
export async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

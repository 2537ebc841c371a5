import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createIdealPostcodesPort } from './ideal-postcodes'
import { PostcodeLookupError } from './port'

/** Answers as api.ideal-postcodes.co.uk does for its documented test postcodes. */
let server: Server
const asked: string[] = []

beforeAll(async () => {
  server = createServer((req, res) => {
    asked.push(`${req.url} ${req.headers.authorization ?? ''}`)
    const url = new URL(req.url ?? '/', 'http://x')
    const postcode = decodeURIComponent(url.pathname.split('/').pop() ?? '')
    res.setHeader('content-type', 'application/json')
    if (postcode === 'ID1 1QD') {
      res.end(JSON.stringify({ code: 2000, message: 'Success', result: [{ line_1: '2 Barons Court Road', line_2: '', line_3: '', post_town: 'LONDON', county: 'London', postcode: 'ID1 1QD', udprn: 0 }] }))
    } else if (postcode === 'ID1 KFA') {
      res.statusCode = 404
      res.end(JSON.stringify({ code: 4040, message: 'Postcode not found' }))
    } else {
      res.statusCode = 402
      res.end(JSON.stringify({ code: 4020, message: 'Token balance depleted' }))
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const lookup = () => createIdealPostcodesPort('ak_test', { baseUrl: `127.0.0.1:${(server.address() as AddressInfo).port}`, tls: false })

describe('the Ideal Postcodes lookup (official client against a stand-in server)', () => {
  it('maps the vendor\'s addresses to the spec\'s shape and sends the key', async () => {
    expect(await lookup().find('id11qd')).toEqual([{ line_1: '2 Barons Court Road', line_2: '', post_town: 'LONDON', county: 'London', postcode: 'ID1 1QD' }])
    expect(asked.at(-1)).toMatch(/ak_test/)
  })

  it('gives no addresses for a postcode the vendor does not know', async () => {
    expect(await lookup().find('ID1 KFA')).toEqual([])
  })

  it('reports the vendor failing as a lookup error, not as "no addresses"', async () => {
    await expect(lookup().find('ID1 CLIP')).rejects.toBeInstanceOf(PostcodeLookupError)
  })

  it('asks nothing for what cannot be a postcode', async () => {
    const before = asked.length
    expect(await lookup().find('nonsense')).toEqual([])
    expect(asked.length).toBe(before)
  })
})

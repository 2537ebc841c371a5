import { parseParams, type Where } from 'payload'
import * as qs from 'qs-esm'
import { describe, expect, it } from 'vitest'

import { statusFilterOf, toQueryString, withStatus } from './list-query'

const byStatus = (status: string) => ({ or: [{ and: [{ status: { equals: status } }] }] })

describe('toQueryString', () => {
  it('writes the list query in the bracket form the REST API reads back to the same values', () => {
    const where = { or: [{ and: [{ status: { equals: 'new' } }, { clientType: { in: ['Club', 'Corporate'] } }] }] }
    const text = toQueryString({ where, sort: '-createdAt', search: 'ada & co', page: undefined })
    expect(decodeURIComponent(text)).toContain('where[or][0][and][0][status][equals]=new')
    // Payload parses request queries with qs-esm (these options, from createPayloadRequest), then parseParams.
    const parsed = qs.parse(text, { allowEmptyArrays: true, arrayLimit: 1000, depth: 10, ignoreQueryPrefix: true })
    expect(parseParams(parsed as never)).toEqual({ where, sort: ['-createdAt'], search: 'ada & co' })
  })

  it('is empty when nothing is filtered', () => {
    expect(toQueryString({ where: undefined, search: undefined })).toBe('')
    expect(toQueryString({ where: {} })).toBe('')
  })
})

describe('statusFilterOf', () => {
  it('finds the one status the filter asks for, beside other rows', () => {
    expect(statusFilterOf(byStatus('contacted'))).toBe('contacted')
    expect(statusFilterOf({ or: [{ and: [{ clientType: { equals: 'Club' } }, { status: { equals: 'won' } }] }] })).toBe('won')
    expect(statusFilterOf({ status: { equals: 'lost' } })).toBe('lost')
  })

  it('finds none when there is no status, another operator, or groups disagree', () => {
    expect(statusFilterOf(undefined)).toBeUndefined()
    expect(statusFilterOf({})).toBeUndefined()
    expect(statusFilterOf({ or: [{ and: [{ status: { not_equals: 'new' } }] }] })).toBeUndefined()
    expect(statusFilterOf({ or: [...byStatus('new').or, ...byStatus('won').or] } as Where)).toBeUndefined()
    expect(statusFilterOf({ or: [{ and: [{ clientType: { equals: 'Club' } }] }] })).toBeUndefined()
  })
})

describe('withStatus', () => {
  it('sets the status, keeping the other rows', () => {
    expect(withStatus(undefined, 'new')).toEqual(byStatus('new'))
    const filtered: Where = { or: [{ and: [{ clientType: { equals: 'Club' } }, { status: { equals: 'new' } }] }] }
    expect(withStatus(filtered, 'won')).toEqual({ or: [{ and: [{ clientType: { equals: 'Club' } }, { status: { equals: 'won' } }] }] })
    expect(withStatus({ clientType: { equals: 'Club' } }, 'won')).toEqual({ or: [{ and: [{ clientType: { equals: 'Club' } }, { status: { equals: 'won' } }] }] })
  })

  it('removes the status, and everything when a group then asks for nothing', () => {
    expect(withStatus(byStatus('new'), undefined)).toEqual({})
    expect(withStatus({ or: [{ and: [{ clientType: { equals: 'Club' } }, { status: { equals: 'new' } }] }] }, undefined)).toEqual({
      or: [{ and: [{ clientType: { equals: 'Club' } }] }],
    })
    expect(withStatus({ or: [...byStatus('lost').or, { and: [{ clientType: { equals: 'Club' } }] }] } as Where, undefined)).toEqual({})
  })

  it('round-trips: the status it sets is the one it reads', () => {
    for (const s of ['new', 'toured', 'lost']) expect(statusFilterOf(withStatus({ and: [{ enquiryType: { equals: 'social' } }] }, s))).toBe(s)
  })
})

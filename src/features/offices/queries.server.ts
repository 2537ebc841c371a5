import 'server-only'

import type { Payload } from 'payload'

import type { Office } from '@/payload-types'

import { NO_OFFICE_DATA } from './constants'

export class NoOfficeData extends Error {
  constructor() {
    super(NO_OFFICE_DATA)
  }
}

/** officeBy(officeId) (spec 000 section 7): a visible office by its reference, or NoOfficeData. */
export async function officeByGroupId(payload: Payload, officeGroupId: string): Promise<Office> {
  if (!/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/.test(officeGroupId)) throw new NoOfficeData()
  const { docs } = await payload.find({
    collection: 'offices',
    where: { and: [{ officeGroupId: { equals: officeGroupId } }, { visible: { equals: true } }] },
    depth: 1,
    limit: 1,
    overrideAccess: false,
  })
  if (!docs[0]) throw new NoOfficeData()
  return docs[0]
}

/** offices(where id in ids): the visible ones, in the order asked; NoOfficeData when none. */
export async function officesByGroupIds(payload: Payload, officeGroupIds: string[]): Promise<Office[]> {
  const wanted = officeGroupIds.filter((id) => /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/.test(id)).slice(0, 100)
  if (wanted.length === 0) throw new NoOfficeData()
  const { docs } = await payload.find({
    collection: 'offices',
    where: { and: [{ officeGroupId: { in: wanted } }, { visible: { equals: true } }] },
    depth: 1,
    limit: wanted.length,
    overrideAccess: false,
  })
  if (docs.length === 0) throw new NoOfficeData()
  return wanted.map((id) => docs.find((d) => d.officeGroupId === id)).filter((d): d is Office => Boolean(d))
}

import 'server-only'

import { quoteFees, type FeeQuote } from '@/model/membership-fees'
import { getPayloadClient } from '@/model/payload-client'

/**
 * The fees an application shows before the Direct Debit and on its summary, read afresh from the
 * membership type the back office edits (Club for a person, Corporate for a company), for the
 * people named, by their dates of birth, today. Null when the type is missing (the steps then say
 * the membership team will confirm the fees).
 */
export async function applicationFees(kind: 'Club' | 'Corporate', datesOfBirth: (string | null | undefined)[], now: Date = new Date()): Promise<FeeQuote | null> {
  try {
    const payload = await getPayloadClient()
    const found = await payload.find({ collection: 'membership-types', where: { title: { equals: kind } }, limit: 1, depth: 0, select: { prices: true, joiningFee: true, termMonths: true } })
    const type = found.docs[0]
    return type ? quoteFees(type, datesOfBirth, now) : null
  } catch (error) {
    console.error('The membership fees could not be read:', error)
    return null
  }
}

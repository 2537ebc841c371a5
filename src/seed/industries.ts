import type { Payload } from 'payload'

import { INDUSTRIES } from '@/model/industries'

/** The 148 industries of spec 001, each once by its value; entries staff changed are left alone. */
export async function seedIndustries(payload: Payload): Promise<number> {
  const existing = await payload.find({ collection: 'industries', limit: 0, pagination: false, depth: 0, overrideAccess: true, select: { value: true } })
  const have = new Set(existing.docs.map((d) => d.value))
  let created = 0
  for (const industry of INDUSTRIES) {
    if (have.has(industry.value)) continue
    await payload.create({ collection: 'industries', overrideAccess: true, context: { seeding: true }, data: industry })
    created++
  }
  return created
}

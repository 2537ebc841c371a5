import 'server-only'

import { getPayloadClient } from '@/model/payload-client'

/** The industry list as the about-you step offers it (content-managed, spec 001 section 3): shown ones, in display order. */
export async function industryOptions(): Promise<{ label: string; value: string }[]> {
  const payload = await getPayloadClient()
  const found = await payload.find({
    collection: 'industries',
    overrideAccess: true,
    depth: 0,
    limit: 500,
    pagination: false,
    sort: 'displayOrder',
    where: { hidden: { not_equals: true } },
    select: { label: true, value: true },
  })
  return found.docs.map((d) => ({ label: d.label, value: d.value }))
}

/** The label of an industry's value (the spec's label lookup); the value itself when it is gone from the list. */
export async function industryLabel(value: string | null | undefined): Promise<string> {
  if (!value) return ''
  return (await industryOptions()).find((o) => o.value === value)?.label ?? value
}

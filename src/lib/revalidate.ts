import { revalidateTag } from 'next/cache'

/** Cache tags shared by the page cache and the hooks that expire it. */
export const tags = {
  shell: 'shell',
  membershipTypes: 'membership-types',
  page: (path: string) => `page:${path}`,
} as const

/**
 * Expire a tag now, so the next visitor sees what staff just published. Outside a Next request
 * (seed script, tests, CLI) there is no cache to expire and Next throws; that is not an error.
 */
export function expire(tag: string): void {
  try {
    revalidateTag(tag, { expire: 0 })
  } catch (error) {
    if (!/static generation store|outside a request scope|Invariant|Route .* used/i.test(String(error))) {
      console.warn(`Could not revalidate ${tag}:`, error)
    }
  }
}

export const revalidateShell = <T>({ doc }: { doc: T }): T => {
  expire(tags.shell)
  return doc
}

export const revalidateMembershipTypes = <T>({ doc }: { doc: T }): T => {
  expire(tags.membershipTypes)
  return doc
}

/** Events, offices and meeting rooms: their own pages read through these tags. */
export const contentTags = { events: 'events', offices: 'offices', meetingRooms: 'meeting-rooms' } as const

export const revalidateTag$ = (tag: string) => <T>({ doc }: { doc: T }): T => {
  expire(tag)
  return doc
}

import 'server-only'

import type { Event } from '@/payload-types'

import { cachedEventBySlug, cachedEventSearch } from './cached.server'

export type FeaturedChoice = { event: Event | null; note: string | null }

/**
 * The chosen event, or the next upcoming one. A chosen event that is missing, hidden or over gives
 * way to the next one, with a note for staff previewing the page.
 */
export async function featuredEvent(selection: 'next' | 'chosen' | null | undefined, slug: string | null | undefined, now = new Date()): Promise<FeaturedChoice> {
  let note: string | null = null
  if (selection === 'chosen') {
    const wanted = slug?.trim()
    const chosen = wanted ? await cachedEventBySlug(wanted) : null
    if (chosen && new Date(chosen.startsAt) >= now) return { event: chosen, note: null }
    note = !wanted
      ? 'Featured event: no event address is set, so the next upcoming event shows instead.'
      : chosen
        ? `Featured event: “${wanted}” has already started, so the next upcoming event shows instead.`
        : `Featured event: no visible event has the address “${wanted}”, so the next upcoming event shows instead.`
  }
  const next = (await cachedEventSearch({ limit: 1 })).results[0]
  const event = next ? await cachedEventBySlug(next.slug) : null
  return { event, note }
}

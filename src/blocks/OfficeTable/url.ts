import { officeFiltersToQuery } from '@/features/offices/query'
import type { OfficeFilters } from '@/features/offices/types'
import { CLOSE_NAVIGATION_FALLBACK_MS } from '@/lib/ui/modal/modal-trigger.client'

/** The office search's own query parameters; any others (a campaign's utm_*, say) are kept. */
const OWN_KEYS = ['location', 'priceMin', 'priceMax', 'peopleMin', 'peopleMax', 'availableNow', 'page']

/** The address `href` with the filters as its office search query. */
export function officeSearchUrl(href: string, filters: OfficeFilters): string {
  const url = new URL(href)
  const params = new URLSearchParams(url.search)
  for (const key of OWN_KEYS) params.delete(key)
  const others = params.toString()
  const own = officeFiltersToQuery(filters)
  const query = [others, own].filter(Boolean).join('&')
  return `${url.pathname}${query ? `?${query}` : ''}${url.hash}`
}

/**
 * Shows the filters in the address bar without a new history entry, so the search can be shared
 * and survives a reload. While a modal's own history entry is current (it is closing, and about
 * to pop it), the change waits for that pop: otherwise the pop would leave the old address.
 */
export function replaceOfficeQuery(filters: OfficeFilters): void {
  const apply = () => {
    const next = officeSearchUrl(window.location.href, filters)
    if (next !== `${window.location.pathname}${window.location.search}${window.location.hash}`) {
      window.history.replaceState(window.history.state, '', next)
    }
  }
  if (!(window.history.state as { clubhouseModal?: boolean } | null)?.clubhouseModal) return apply()
  let done = false
  const once = () => {
    if (done) return
    done = true
    window.removeEventListener('popstate', once)
    apply()
  }
  window.addEventListener('popstate', once)
  window.setTimeout(once, CLOSE_NAVIGATION_FALLBACK_MS)
}

import { normalizePath } from '@/lib/paths/normalize'

import { DIRECT_DRAWER_LABELS, MEMBERS_HIDDEN_ITEM_ID } from './constants'

export type MenuItem = { itemId?: string | null; label?: string | null; path?: string | null; children?: MenuItem[] | null }

export type DrawerEntry = {
  key: string
  label: string
  path: string | null
  /** Children shown when the section expands; empty for entries that navigate directly. */
  children: { key: string; label: string; path: string | null }[]
}

const labelOf = (item: MenuItem): string => (item.label?.trim() ? item.label.trim() : 'error')

/** The drawer's sections: hidden entries removed, unlabeled ones shown as "error", direct entries flattened. */
export function drawerEntries(items: MenuItem[] | null | undefined, loggedIn: boolean): DrawerEntry[] {
  return (items ?? [])
    .filter((item) => !(loggedIn && item.itemId === MEMBERS_HIDDEN_ITEM_ID))
    .map((item, index) => {
      const label = labelOf(item)
      const direct = (DIRECT_DRAWER_LABELS as readonly string[]).includes(label)
      return {
        key: item.itemId ?? `item-${index}`,
        label,
        path: item.path ?? null,
        children: direct
          ? []
          : (item.children ?? [])
              .filter((child) => !(loggedIn && child.itemId === MEMBERS_HIDDEN_ITEM_ID))
              .map((child, childIndex) => ({ key: child.itemId ?? `item-${index}-${childIndex}`, label: labelOf(child), path: child.path ?? null })),
      }
    })
}

export type Banner = { bannerText: string; bannerLink?: string | null }

/** A banner link is a slug; it goes to /{slug}/. */
export function bannerHref(link: string | null | undefined): string | null {
  const slug = (link ?? '').trim().replace(/^\/+|\/+$/g, '')
  return slug ? `/${slug}/` : null
}

export function bannerVisible(path: string, banners: Banner[] | null | undefined, hideOn: string[] | null | undefined): boolean {
  if (!banners?.length) return false
  const current = normalizePath(path)
  return !(hideOn ?? []).some((hidden) => normalizePath(hidden) === current)
}

export type StickyButton =
  | { kind: 'open-form' }
  | { kind: 'call' }
  | { kind: 'scroll-to-form' }
  | { kind: 'office-contacts' }

/** The mobile sticky bottom button, by path (spec 000 section 2). */
export function stickyButtonFor(path: string): StickyButton | null {
  const p = normalizePath(path)
  if (p === '/corporate') return { kind: 'open-form' }
  if (p === '/fulham-green') return { kind: 'call' }
  if (['/knightsbridge/terrace-private-events', '/kensington/conferencing', '/city/terrace-and-private-events'].includes(p)) {
    return { kind: 'scroll-to-form' }
  }
  if (p === '/office-detail' || p.startsWith('/office-detail/')) return { kind: 'office-contacts' }
  return null
}

const CHAT_EXCLUDED_PATHS = [
  '/city/terrace-and-private-events',
  '/knightsbridge/terrace-and-private-events',
  '/knightsbridge/terrace-private-events',
]

/** Whether the chat widget may load at this URL (path plus query). */
export function chatAllowed(url: string): boolean {
  if (url.includes('id=')) return false
  return !CHAT_EXCLUDED_PATHS.includes(normalizePath(url))
}

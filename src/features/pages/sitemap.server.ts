import 'server-only'

import type { MetadataRoute } from 'next'
import type { Payload } from 'payload'

import { isUnlistedPath } from '@/lib/seo/listing'

/** A page as the sitemap reads it. */
export type SitemapPage = { path: string; updatedAt: string; hideFromSearch?: boolean | null; requiresAuthentication?: boolean | null }

/**
 * The public pages search engines may list (issue 17): published CMS pages that are not members-only
 * or hidden by staff, the home page at the site address (its own path is the same page), then
 * upcoming events and the offices shown on the website. Addresses are absolute.
 */
export function sitemapEntries(
  serverUrl: string,
  homePage: string,
  pages: SitemapPage[],
  events: { slug: string; updatedAt: string }[],
  offices: { officeGroupId: string; updatedAt: string }[],
): MetadataRoute.Sitemap {
  const url = (path: string) => `${serverUrl}${path}`
  // /office-detail is the offices' template: listed once per office below, never bare. Pages
  // crawlers may not read, errands' ends and copies of other pages are not listed (decision 056).
  const listed = pages.filter((p) => !p.hideFromSearch && !p.requiresAuthentication && p.path !== '/404' && p.path !== '/office-detail' && !isUnlistedPath(p.path))
  const home = listed.find((p) => p.path === homePage)
  return [
    ...(home ? [{ url: url('/'), lastModified: home.updatedAt, priority: 1 }] : []),
    ...listed.filter((p) => p.path !== homePage).map((p) => ({ url: url(p.path), lastModified: p.updatedAt })),
    ...events.map((e) => ({ url: url(`/event/${e.slug}`), lastModified: e.updatedAt })),
    ...offices.map((o) => ({ url: url(`/office-detail?officeId=${encodeURIComponent(o.officeGroupId)}`), lastModified: o.updatedAt })),
  ]
}

/** What the sitemap lists, read as a visitor may see it (published, visible), up to the sitemap format's 50,000 addresses. */
export async function sitemapSources(payload: Payload, now = new Date()) {
  const common = { overrideAccess: false, depth: 0, pagination: false, limit: 20_000 } as const
  const [pages, events, offices] = await Promise.all([
    payload.find({ ...common, collection: 'pages', select: { path: true, updatedAt: true, hideFromSearch: true, requiresAuthentication: true } }),
    payload.find({ ...common, collection: 'events', where: { startsAt: { greater_than_equal: now.toISOString() } }, select: { slug: true, updatedAt: true } }),
    payload.find({ ...common, collection: 'offices', select: { officeGroupId: true, updatedAt: true } }),
  ])
  return {
    pages: pages.docs as SitemapPage[],
    events: events.docs as { slug: string; updatedAt: string }[],
    offices: offices.docs as { officeGroupId: string; updatedAt: string }[],
  }
}

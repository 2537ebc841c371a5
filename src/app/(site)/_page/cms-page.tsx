import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import { draftMode } from 'next/headers'
import { notFound, redirect } from 'next/navigation'

import { RenderBlocks } from '@/blocks/RenderBlocks'
import { currentMember, signInPathFor } from '@/features/members/web-session.server'
import { PreviewBar } from '@/features/pages/PreviewBar'
import { getDraftPage, getPage } from '@/features/pages/queries.server'
import { SiteShell } from '@/features/shell/components/SiteShell'
import { getShellData } from '@/features/shell/queries.server'
import { isMediaDoc } from '@/lib/ui/MediaImage'
import { canonicalPathOf, isNoindexPath } from '@/lib/seo/listing'
import { leadOgImageOf, socialMetadata, type OgImage } from '@/lib/seo/open-graph'
import { siteOrigin } from '@/lib/seo/site-origin'
import { describePage } from '@/lib/seo/page-description'
import { normalizePath } from '@/lib/paths/normalize'

const FULL_BLEED_FIRST = new Set(['hero'])

/** The home route shows the page at settings.homePage; every other route its own path. */
async function resolve(path: string | null) {
  const [shell, preview] = await Promise.all([getShellData(), draftMode().then((d) => d.isEnabled)])
  const lookup = path === null ? shell.settings.homePage : normalizePath(path)
  // /404 is the not-found screen itself, whatever the CMS holds there.
  const page = lookup === '/404' ? null : await (preview ? getDraftPage : getPage)(lookup)
  return { shell, page, lookup, preview }
}

/** What a route knows better than its CMS page: the office a template page shows, say. */
export type OwnMetadata = { title: string; description?: string | null; canonical: string; image?: OgImage | null }

export async function cmsMetadata(path: string | null, own?: OwnMetadata): Promise<Metadata> {
  const { shell, page, lookup } = await resolve(path)
  const { productName, globalMetaDescription, favicon } = shell.settings
  const title = page ? `${productName} | ${own?.title ?? page.title}` : `${productName} | 404 Not found`
  // The home page's address is the site's, whichever path staff gave it; a copy of another page
  // names the kept one (decision 056).
  const canonical = own?.canonical ?? (path === null || lookup === shell.settings.homePage ? '/' : canonicalPathOf(lookup))
  const hidden = !page || page.hideFromSearch || page.requiresAuthentication || isNoindexPath(lookup)
  // The serving process's origin, also on pages pre-built elsewhere (decision 055).
  const serverUrl = await siteOrigin()
  // Staff's own words first; else the page's opening text, so no two pages share one description.
  const description = own?.description || page?.metaDescription || describePage(page?.layout) || globalMetaDescription
  const image = own?.image ?? leadOgImageOf(page?.layout)
  return {
    metadataBase: new URL(serverUrl),
    title,
    description,
    alternates: page ? { canonical } : undefined,
    robots: hidden ? { index: false, follow: true } : undefined,
    icons: isMediaDoc(favicon) && favicon.url ? { icon: favicon.url } : undefined,
    // Link previews show the page's hero picture, or the site's own.
    ...socialMetadata({ title, description, url: page ? canonical : undefined, image, siteName: productName, serverUrl }),
  }
}

export async function CmsPage({
  path,
  searchParams,
  lead,
  trail,
}: {
  path: string | null
  searchParams?: Record<string, string | string[] | undefined>
  lead?: ReactNode
  /** After the page's modules: what a route adds below the content staff write. */
  trail?: ReactNode
}) {
  const { shell, page, lookup, preview } = await resolve(path)
  if (!page) notFound()
  // The requires-authentication flag (decision 024): a signed-out visitor signs in and comes back here.
  if (page.requiresAuthentication && !preview && !(await currentMember())) {
    const back = `${lookup}${queryOf(searchParams)}`
    redirect(await signInPathFor(back))
  }
  return (
    <SiteShell
      shell={shell}
      path={lookup}
      foreground={page.headerForegroundColour}
      hideHeaderAndFooter={page.hideHeaderAndFooter}
      overlayHeader={FULL_BLEED_FIRST.has(page.layout?.[0]?.blockType ?? '')}
    >
      {preview ? <PreviewBar path={path === null ? '/' : lookup} /> : null}
      {lead}
      <RenderBlocks blocks={page.layout} pagePath={lookup} pageTitle={page.title} shell={shell} preview={preview} searchParams={searchParams} />
      {trail}
    </SiteShell>
  )
}

function queryOf(searchParams?: Record<string, string | string[] | undefined>): string {
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(searchParams ?? {})) for (const v of [value ?? []].flat()) query.append(key, v)
  const text = query.toString()
  return text ? `?${text}` : ''
}

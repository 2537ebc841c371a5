import { Suspense, type ReactNode } from 'react'

import { getEnv } from '@/lib/env'
import { SessionRenewal } from '@/lib/session/SessionRenewal.client'

import { TOP_MENU } from '../constants'
import { bannerVisible } from '../rules'
import { menuNamed, type ShellData } from '../types'
import { ChatWidget } from './ChatWidget.lazy'
import { CookieBanner } from './CookieBanner.client'
import { Footer } from './Footer'
import { Header } from './Header.client'
import { StickyButton } from './StickyButton.client'

type Props = {
  shell: ShellData
  path: string
  foreground?: 'light' | 'dark' | null
  hideHeaderAndFooter?: boolean | null
  /** True when the page opens with a full-bleed module the header may sit over. */
  overlayHeader?: boolean
  children: ReactNode
}

export function SiteShell({ shell, path, foreground, hideHeaderAndFooter, overlayHeader = false, children }: Props) {
  const { settings, footer } = shell
  const cookieBanner = settings.hideCookieBar ? null : <CookieBanner />
  if (hideHeaderAndFooter) {
    return (
      <>
        <main id="main">{children}</main>
        {cookieBanner}
        <SessionRenewal />
      </>
    )
  }
  const banners = bannerVisible(path, settings.banners, settings.hideBannerOnThesePages?.map((h) => h.path)) ? (settings.banners ?? []) : []
  const emails = footer.enquiry?.emails ?? []
  const chatSrc = getEnv().CHAT_WIDGET_SRC
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Header
        productName={settings.productName}
        menu={menuNamed(shell, TOP_MENU)}
        banners={banners}
        contacts={{ phone: settings.phoneNumber, emails }}
        foreground={overlayHeader ? (foreground ?? 'light') : 'light'}
      />
      <main id="main" className={overlayHeader ? '' : banners.length ? 'bg-ink pt-[92px]' : 'bg-ink pt-[60px]'}>
        <div className="bg-white">{children}</div>
      </main>
      <Footer shell={shell} />
      {cookieBanner}
      <StickyButton path={path} phone={settings.phoneNumber} />
      <SessionRenewal />
      {chatSrc ? (
        <Suspense fallback={null}>
          <ChatWidget src={chatSrc} />
        </Suspense>
      ) : null}
    </>
  )
}

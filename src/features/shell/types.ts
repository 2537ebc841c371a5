import type { Banner, MenuItem } from './rules'

export type ClubSummary = { id: number | string; name: string; address: string; addressLink?: string | null; phone?: string | null; latitude?: number | null; longitude?: number | null }

export type ShellData = {
  settings: {
    productName: string
    homePage: string
    membershipPage: string
    globalMetaDescription: string
    favicon?: { url?: string | null } | number | null
    hideCookieBar?: boolean | null
    phoneNumber: string
    banners?: Banner[] | null
    hideBannerOnThesePages?: { path: string }[] | null
  }
  menus: { menus?: { name: string; items?: MenuItem[] | null }[] | null }
  footer: {
    socialLinks?: { platform: string; url: string }[] | null
    enquiry?: {
      title?: string | null
      phone?: string | null
      emails?: { label?: string | null; email: string }[] | null
      /** The events team's WhatsApp, offered on event enquiries (not shown in the footer). */
      eventsWhatsapp?: string | null
      contactLinkLabel?: string | null
      contactLinkPath?: string | null
    } | null
    locations?: (ClubSummary | number | string)[] | null
    promoText?: string | null
  }
}

export const menuNamed = (shell: ShellData, name: string): MenuItem[] =>
  shell.menus.menus?.find((menu) => menu.name === name)?.items ?? []

import Link from 'next/link'

import { Logo } from '@/lib/ui/Logo'

import { FOOTER_MENU } from '../constants'
import { menuNamed, type ClubSummary, type ShellData } from '../types'
import { CurrentYear } from './CurrentYear.client'
import { EmailText, phoneText, telHref } from '@/lib/ui/contact'

const PLATFORM_NAMES: Record<string, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  tiktok: 'TikTok',
  x: 'X',
  youtube: 'YouTube',
}

const isClub = (value: unknown): value is ClubSummary => typeof value === 'object' && value !== null && 'name' in value

export function Footer({ shell }: { shell: ShellData }) {
  const { footer, settings } = shell
  const navigation = menuNamed(shell, FOOTER_MENU)
  const clubs = (footer.locations ?? []).filter(isClub)
  const enquiry = footer.enquiry
  return (
    <footer className="bg-ink px-6 py-16 text-white md:px-12" data-footer>
      <div className="mx-auto grid max-w-6xl gap-12 md:grid-cols-2 lg:grid-cols-4">
        {footer.socialLinks?.length ? (
          <section>
            <h2 className="mb-4 text-xs uppercase tracking-widest text-white/60">Follow</h2>
            <ul className="space-y-2">
              {footer.socialLinks.map((link) => (
                <li key={link.url}>
                  <a href={link.url} rel="noopener noreferrer" target="_blank" className="hover:underline">
                    {PLATFORM_NAMES[link.platform] ?? link.platform}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {enquiry ? (
          <section>
            <h2 className="mb-4 text-xs uppercase tracking-widest text-white/60">{enquiry.title ?? 'Enquiries'}</h2>
            {enquiry.phone ? (
              <p className="mb-2">
                <a href={telHref(enquiry.phone)} className="hover:underline">
                  {phoneText(enquiry.phone)}
                </a>
              </p>
            ) : null}
            <ul className="mb-4 space-y-2">
              {(enquiry.emails ?? []).map((e) => (
                <li key={e.email}>
                  {e.label ? <span className="block text-xs uppercase tracking-widest text-white/60">{e.label}</span> : null}
                  <a href={`mailto:${e.email}`} className="hover:underline">
                    <EmailText email={e.email} />
                  </a>
                </li>
              ))}
            </ul>
            {enquiry.contactLinkPath ? (
              <Link href={enquiry.contactLinkPath} className="btn btn-outline min-h-9 px-4">
                {enquiry.contactLinkLabel ?? 'Contact us'}
              </Link>
            ) : null}
          </section>
        ) : null}
        {navigation.length ? (
          <nav aria-label="Footer">
            <h2 className="mb-4 text-xs uppercase tracking-widest text-white/60">Explore</h2>
            <ul className="space-y-2">
              {navigation.map((item, i) => (
                <li key={item.itemId ?? i}>
                  <Link href={item.path ?? '#'} className="hover:underline">
                    {item.label?.trim() || 'error'}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {clubs.length ? (
          <section>
            <h2 className="mb-4 text-xs uppercase tracking-widest text-white/60">Locations</h2>
            <ul className="space-y-4">
              {clubs.map((club) => (
                <li key={club.id}>
                  <p className="font-semibold uppercase tracking-widest">{club.name}</p>
                  {club.addressLink ? (
                    <a href={club.addressLink} rel="noopener noreferrer" target="_blank" className="whitespace-pre-line text-white/80 hover:underline">
                      {club.address}
                    </a>
                  ) : (
                    <p className="whitespace-pre-line text-white/80">{club.address}</p>
                  )}
                  {club.phone ? (
                    <p>
                      <a href={telHref(club.phone)} className="text-xs font-semibold tracking-widest hover:underline" aria-label={`Call ${club.name} on ${club.phone}`}>
                        CALL
                      </a>
                    </p>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
      <div className="mx-auto mt-16 flex max-w-6xl flex-col gap-6 border-t border-white/20 pt-8 md:flex-row md:items-center md:justify-between">
        <Logo name={settings.productName} />
        {footer.promoText ? <p className="max-w-md text-sm text-white/80">{footer.promoText}</p> : null}
        <div className="flex flex-wrap gap-6 text-xs uppercase tracking-widest">
          <Link href="/privacy-policy" className="hover:underline">
            Privacy Policy
          </Link>
          <Link href="/cookie-policy" className="hover:underline">
            Cookie Policy
          </Link>
          <span data-copyright>
            © <CurrentYear rendered={new Date().getFullYear()} /> {settings.productName}
          </span>
        </div>
      </div>
    </footer>
  )
}

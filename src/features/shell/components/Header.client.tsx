'use client'

import Link from 'next/link'
import { type CSSProperties, useEffect, useState } from 'react'

import { LogoutForm } from '@/lib/session/LogoutForm'
import { phoneText, telHref } from '@/lib/ui/contact'
import { Logo } from '@/lib/ui/Logo'
import { useSessionUser } from '@/lib/session/useSessionUser'

import { HEADER_HEIGHT_PX } from '../constants'
import type { Banner as BannerItem, MenuItem } from '../rules'
import { useModal } from '@/lib/ui/modal/ModalProvider.client'
import { Banner } from './Banner.client'
import { Drawer } from './Drawer.client'
import { EnquireContent, type ShellContacts } from './EnquireContent'

export type HeaderProps = {
  productName: string
  menu: MenuItem[]
  banners: BannerItem[]
  contacts: ShellContacts
  /** Text colour while the header sits transparent over the top of the page. */
  foreground: 'light' | 'dark'
}

export function Header({ productName, menu, banners, contacts, foreground }: HeaderProps) {
  const user = useSessionUser()
  const modal = useModal()
  const [hidden, setHidden] = useState(false)
  const [atTop, setAtTop] = useState(true)
  const height = banners.length ? HEADER_HEIGHT_PX.withBanner : HEADER_HEIGHT_PX.withoutBanner

  useEffect(() => {
    let last = window.scrollY
    const onScroll = () => {
      const y = window.scrollY
      setAtTop(y <= 4)
      if (y > last && y > height) setHidden(true)
      else if (y < last) setHidden(false)
      last = y
    }
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [height])

  const openEnquiry = () =>
    modal.show({ kind: 'side', title: 'Enquire', content: <EnquireContent contacts={contacts} /> })

  const solid = !atTop
  const text = solid || foreground === 'light' ? 'text-white' : 'text-ink'

  return (
    <header
      data-header
      data-hidden={hidden ? 'true' : 'false'}
      data-at-top={atTop ? 'true' : 'false'}
      style={{ '--header-h': `${height}px` } as CSSProperties}
      className={`fixed inset-x-0 top-0 z-50 h-(--header-h) transition-transform duration-300 ${hidden ? '-translate-y-full' : 'translate-y-0'}`}
    >
      {banners.length ? <Banner banners={banners} /> : null}
      <div
        className={`flex h-[60px] items-center gap-4 px-4 transition-colors duration-300 md:px-8 ${text} ${
          solid ? 'bg-ink/95' : 'bg-ink/0'
        }`}
      >
        <Drawer
          menu={menu}
          user={user}
          contacts={contacts}
          onEnquire={openEnquiry}
        />
        <Link href="/" className="shrink-0">
          <Logo name={productName} className="text-base md:text-xl" />
        </Link>
        <nav aria-label="Main" className="ml-6 hidden flex-1 lg:block">
          <ul className="flex items-center gap-5 whitespace-nowrap text-xs font-semibold uppercase tracking-widest">
            {menu.map((item, i) => (
              <li key={item.itemId ?? i} className="group relative">
                <Link href={item.path ?? '#'} className="py-5 hover:opacity-70" aria-haspopup={item.children?.length ? 'true' : undefined}>
                  {item.label?.trim() || 'error'}
                </Link>
                {item.children?.length ? (
                  <ul className="invisible absolute left-0 top-full min-w-48 bg-ink py-2 text-white opacity-0 transition-opacity duration-200 group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100">
                    {item.children.map((child, j) => (
                      <li key={child.itemId ?? j}>
                        <Link href={child.path ?? '#'} className="block px-4 py-2 hover:bg-white/10">
                          {child.label?.trim() || 'error'}
                        </Link>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-4 text-xs font-semibold uppercase tracking-widest">
          {/* Signed in, the name and Log out take the phone number's place until 1440 px: all three overflow at 1280. */}
          <a href={telHref(contacts.phone)} className={`hidden whitespace-nowrap ${user ? 'wide:inline' : 'md:inline lg:hidden xl:inline'}`}>
            {phoneText(contacts.phone)}
          </a>
          {user ? (
            <div className="flex items-center gap-4 whitespace-nowrap" data-session="signed-in">
              {/* On a phone the first name only; Log out is in the menu there (and here from 768 px). */}
              <Link href="/my-schedule" className="flex min-h-11 items-center underline-offset-4 hover:underline" title={`${user.name}: my schedule`}>
                <span className="md:hidden">{user.name.split(' ')[0]}</span>
                <span className="hidden max-w-48 truncate md:inline">{user.name}</span>
              </Link>
              <span aria-hidden className="hidden h-4 border-l border-current/50 md:block" />
              <LogoutForm label="Log out" className="hidden min-h-11 uppercase underline-offset-4 hover:underline md:block" />
            </div>
          ) : (
            <div className="flex items-center gap-4" data-session="signed-out">
              {/* Ours: members need a way in from every page (the spec's header offers only BOOK A TOUR). */}
              <Link href="/login" className="hidden min-h-11 items-center whitespace-nowrap underline-offset-4 hover:underline md:flex">
                Member log in
              </Link>
              <Link href="/membership/book-a-tour" className="btn btn-outline min-h-9 whitespace-nowrap px-3 md:px-4">
                BOOK A TOUR
              </Link>
            </div>
          )}
        </div>
      </div>
    </header>
  )
}

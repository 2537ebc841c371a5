'use client'

import * as Dialog from '@radix-ui/react-dialog'
import Link from 'next/link'
import { useState, type RefObject } from 'react'

import { LogoutForm } from '@/lib/session/LogoutForm'
import type { SessionUser } from '@/lib/session/session'

import { DRAWER_CLOSE_MS } from '../constants'
import { drawerEntries, type MenuItem } from '../rules'
import { phoneText, telHref } from '@/lib/ui/contact'

import type { ShellContacts } from './EnquireContent'
import { Hamburger } from './Hamburger'

export type DrawerProps = { menu: MenuItem[]; user: SessionUser | null; contacts: ShellContacts; onEnquire: () => void }

/** Full-screen menu: member log in (signed out), sections with children, book a tour, enquire, call, and the member's log out. */
type PanelProps = DrawerProps & {
  open: boolean
  setOpen: (open: boolean) => void
  /** The menu button, which gets the focus back when the drawer closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>
}

export default function DrawerPanel({ menu, user, contacts, onEnquire, open, setOpen, returnFocusTo }: PanelProps) {
  const [expanded, setExpanded] = useState<string | null>(null)
  const entries = drawerEntries(menu, Boolean(user))
  const close = () => setOpen(false)
  const enquire = () => {
    close()
    onEnquire()
  }

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Content
          data-drawer
          className="drawer fixed inset-0 z-[55] overflow-y-auto bg-ink text-white"
          style={{ animationDuration: `${DRAWER_CLOSE_MS}ms` }}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            returnFocusTo.current?.focus()
          }}
        >
          <div className="flex h-[60px] items-center justify-between gap-4 px-4 md:px-8">
            <Dialog.Close className="flex h-11 w-11 items-center justify-center" aria-label="Close menu">
              <Hamburger open />
            </Dialog.Close>
            <Dialog.Title className="sr-only">Menu</Dialog.Title>
            {/* The members' way in at the top, where a phone shows it first (the header has no room for it below 768 px). */}
            {user ? null : (
              <Link href="/login" onClick={close} data-drawer-login="" className="flex min-h-11 items-center text-xs font-semibold uppercase tracking-widest underline-offset-4 hover:underline">
                Member log in
              </Link>
            )}
          </div>
          <div className="mx-auto grid max-w-5xl gap-12 px-6 pb-16 pt-6 md:grid-cols-[2fr_1fr] md:px-12">
            <nav aria-label="Menu">
              <ul className="space-y-2">
                {entries.map((entry) => (
                  <li key={entry.key}>
                    {entry.children.length ? (
                      <>
                        <button
                          type="button"
                          aria-expanded={expanded === entry.key}
                          aria-controls={`drawer-${entry.key}`}
                          onClick={() => setExpanded(expanded === entry.key ? null : entry.key)}
                          className="py-2 text-left font-display text-3xl uppercase md:text-4xl"
                        >
                          {entry.label}
                        </button>
                        <ul id={`drawer-${entry.key}`} hidden={expanded !== entry.key} className="mb-4 space-y-1 pl-4">
                          {entry.children.map((child) => (
                            <li key={child.key}>
                              <Link href={child.path ?? '#'} onClick={close} className="block py-1 text-lg uppercase tracking-widest">
                                {child.label}
                              </Link>
                            </li>
                          ))}
                        </ul>
                      </>
                    ) : (
                      <Link href={entry.path ?? '#'} onClick={close} className="block py-2 font-display text-3xl uppercase md:text-4xl">
                        {entry.label}
                      </Link>
                    )}
                  </li>
                ))}
              </ul>
            </nav>
            <div className="space-y-8 text-sm uppercase tracking-widest">
              <section>
                <h2 className="mb-2 text-white/60">Book a tour</h2>
                <Link href="/membership/book-a-tour" onClick={close} className="btn btn-light">
                  Book a tour
                </Link>
              </section>
              <section>
                <button type="button" onClick={enquire} className="btn btn-outline">
                  ENQUIRE
                </button>
              </section>
              <section>
                <h2 className="mb-2 text-white/60">Call us</h2>
                <a href={telHref(contacts.phone)}>{phoneText(contacts.phone)}</a>
              </section>
              {user ? (
                <section data-drawer-profile>
                  <h2 className="mb-2 text-white/60">{user.name}</h2>
                  <p className="mb-3 flex flex-wrap gap-x-5 gap-y-1 [&>a]:inline-flex [&>a]:min-h-11 [&>a]:items-center">
                    <Link href="/book-a-table" className="underline underline-offset-4">
                      Book a table
                    </Link>
                    <Link href="/my-schedule" className="underline underline-offset-4">
                      My schedule
                    </Link>
                    <Link href="/my-membership" className="underline underline-offset-4">
                      My membership
                    </Link>
                    <Link href="/profile" className="underline underline-offset-4">
                      Profile
                    </Link>
                    <Link href="/members-directory" className="underline underline-offset-4">
                      Members directory
                    </Link>
                  </p>
                  <LogoutForm label="LOG OUT" className="btn btn-outline" />
                </section>
              ) : null}
              <section>
                <h2 className="mb-2 text-white/60">Curious? speak to us</h2>
                <button type="button" onClick={enquire} className="btn btn-outline">
                  ENQUIRE
                </button>
              </section>
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

import Link from 'next/link'

import type { ClubSummary } from '@/features/shell/types'
import { SiteShell } from '@/features/shell/components/SiteShell'
import { getShellData } from '@/features/shell/queries.server'

const isClub = (c: ClubSummary | number | string): c is ClubSummary => typeof c === 'object' && c !== null

/** Where a lost visitor most often meant to go: the clubs, what's on, the offices (issue 17: no dead ends). */
const ELSEWHERE = [
  { href: '/events', label: 'What’s on' },
  { href: '/discover-offices', label: 'Offices to rent' },
  { href: '/meeting-rooms', label: 'Meeting rooms' },
  { href: '/membership', label: 'Membership' },
]

export async function NotFoundScreen() {
  const shell = await getShellData()
  const clubs = (shell.footer.locations ?? []).filter(isClub)
  return (
    <SiteShell shell={shell} path="/404">
      <section className="flex min-h-[60svh] flex-col items-center justify-center gap-6 px-6 py-24 text-center" data-not-found>
        <h1 className="font-display text-4xl uppercase md:text-5xl">404 Not found</h1>
        <p>Sorry, we can’t find the page you’re looking for.</p>
        <Link href="/" className="btn btn-dark">
          BACK TO HOME
        </Link>
        <nav aria-label="Elsewhere on the site" className="mt-6 flex max-w-2xl flex-col gap-6">
          {clubs.length ? (
            <div className="flex flex-col gap-2">
              <h2 className="text-xs font-semibold uppercase tracking-widest">Our clubs</h2>
              <ul className="flex flex-wrap justify-center gap-x-6 gap-y-1">
                {clubs.map((club) => (
                  <li key={club.id}>
                    <Link href={`/${club.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`} className="inline-flex min-h-11 items-center underline underline-offset-4">
                      {club.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <ul className="flex flex-wrap justify-center gap-x-6 gap-y-1">
            {ELSEWHERE.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="inline-flex min-h-11 items-center underline underline-offset-4">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </section>
    </SiteShell>
  )
}

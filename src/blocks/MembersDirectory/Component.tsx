import Link from 'next/link'

import type { MembersDirectoryBlock } from '@/payload-types'
import { directoryPage } from '@/features/members/directory.server'
import { fieldStyles } from '@/lib/forms/fields'
import { currentMember } from '@/model/member-identity'

import type { BlockContext } from '../types'

type Props = Partial<Omit<MembersDirectoryBlock, 'blockType'>> & BlockContext

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? ''

/**
 * The members directory (spec 000 section 2): signed-in members only; only members who chose to
 * be listed, with what they chose to show; a search by name or industry (a plain GET form).
 */
export default async function MembersDirectoryComponent({ title, introText, showSearch, pageSize, signedOutText, isFirst, pagePath, searchParams }: Props) {
  const Heading = isFirst ? 'h1' : 'h2'
  const member = await currentMember()
  const path = pagePath || '/members-directory'
  const q = one(searchParams?.q)
  const page = Math.max(1, Number(one(searchParams?.page)) || 1)
  const found = member ? await directoryPage(q, page, pageSize ?? 24) : null
  const pageHref = (n: number) => `${path}?${new URLSearchParams({ ...(q ? { q } : {}), page: String(n) })}`
  return (
    <section className="px-6 py-16 tab:px-12 xl:py-24">
      <div className="mx-auto flex max-w-6xl flex-col gap-6">
        <Heading className="font-display text-3xl uppercase tracking-wide xl:text-4xl">{title || 'Members directory'}</Heading>
        {introText ? <p className="max-w-3xl leading-relaxed">{introText}</p> : null}
        {!found ? (
          <p>
            {signedOutText || 'Please log in to see the members directory.'}{' '}
            <Link href={`/login?next=${encodeURIComponent(path)}`} className="underline underline-offset-4">
              Log in
            </Link>
          </p>
        ) : (
          <>
            {showSearch === false ? null : (
              <form method="get" action={path} role="search" className="flex flex-wrap items-end gap-3">
                <div className={`${fieldStyles.field} min-w-64 flex-1`}>
                  <label htmlFor="directory-q" className={fieldStyles.label}>
                    Search by name or industry
                  </label>
                  <input id="directory-q" name="q" type="search" defaultValue={q} maxLength={100} className={fieldStyles.control} />
                </div>
                <button type="submit" className="btn btn-dark min-h-11">
                  SEARCH
                </button>
              </form>
            )}
            <p role="status" className="text-sm">
              {found.total === 0
                ? q
                  ? `No listed member matches “${q}”.`
                  : 'Nobody is listed yet. Add yourself from your profile.'
                : `${found.total} ${found.total === 1 ? 'member' : 'members'}${q ? ` matching “${q}”` : ''}.`}{' '}
              <Link href="/profile" className="underline underline-offset-4">
                Your listing
              </Link>
            </p>
            <ul className="grid gap-4 tab:grid-cols-2 xl:grid-cols-3">
              {found.entries.map((e) => (
                <li key={e.id} className="flex gap-4 border border-black/15 p-4">
                  {e.photoUrl ? <img src={e.photoUrl} alt="" width={72} height={72} className="size-18 shrink-0 object-cover" loading="lazy" /> : null}
                  <div className="min-w-0">
                    <p className="font-semibold">{e.name}</p>
                    {e.role || e.company ? <p className="text-sm">{[e.role, e.company].filter(Boolean).join(', ')}</p> : null}
                    {e.industry ? <p className="text-sm">{e.industry}</p> : null}
                    {e.email ? (
                      <a href={`mailto:${e.email}`} className="text-sm underline underline-offset-4 [overflow-wrap:anywhere]">
                        {e.email}
                      </a>
                    ) : null}
                  </div>
                </li>
              ))}
            </ul>
            {found.totalPages > 1 ? (
              <nav aria-label="Directory pages" className="flex flex-wrap gap-3">
                {found.page > 1 ? (
                  <Link href={pageHref(found.page - 1)} className="btn btn-outline min-h-11">
                    PREVIOUS
                  </Link>
                ) : null}
                <span className="self-center text-sm">
                  Page {found.page} of {found.totalPages}
                </span>
                {found.page < found.totalPages ? (
                  <Link href={pageHref(found.page + 1)} className="btn btn-outline min-h-11">
                    NEXT
                  </Link>
                ) : null}
              </nav>
            ) : null}
          </>
        )}
      </div>
    </section>
  )
}

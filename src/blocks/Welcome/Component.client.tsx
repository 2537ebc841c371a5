'use client'

import Link from 'next/link'
import { useEffect, useState } from 'react'

import { useSessionUser } from '@/lib/session/useSessionUser'

type Item = { kind: 'table' | 'event'; title: string; startsAt: string }
type Next = { table?: Item; event?: Item } | null

const WHEN = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit', day: 'numeric', month: 'long' })

/**
 * The member's own line in the welcome (spec 000 section 2, welcome module): their name, their
 * next table and their next event, read in the browser so the page itself stays the same for everyone (and cacheable).
 */
export function WelcomeMember() {
  const user = useSessionUser()
  const [next, setNext] = useState<Next | undefined>(undefined)
  useEffect(() => {
    if (!user) return
    let live = true
    fetch('/v1/api/Member/schedule', { credentials: 'same-origin', cache: 'no-store' })
      .then(async (res) => (res.ok ? ((await res.json()) as Item[]) : []))
      .then((items) => {
        const table = items.find((i) => i.kind === 'table')
        const event = items.find((i) => i.kind === 'event')
        if (live) setNext(table || event ? { table, event } : null)
      })
      .catch(() => live && setNext(null))
    return () => {
      live = false
    }
  }, [user])
  if (!user) return null
  const first = user.name.split(' ')[0]
  return (
    <div className="mb-6 flex flex-col gap-2 border-l-2 border-current pl-4" data-welcome-member>
      {/* A new member reads this too, on the welcome they land on: no "back". */}
      <p className="font-display text-xl">Hello, {first}.</p>
      {next ? (
        <p className="text-sm">
          {next.table ? `Your next table: ${next.table.title}, ${WHEN.format(new Date(next.table.startsAt))}. ` : ''}
          {next.event ? `Your next event: ${next.event.title}, ${WHEN.format(new Date(next.event.startsAt))}. ` : ''}
          <Link href="/my-schedule" className="underline underline-offset-4">
            My schedule
          </Link>
        </p>
      ) : next === null ? (
        <p className="text-sm">
          <Link href="/book-a-table" className="underline underline-offset-4">
            Book a table
          </Link>{' '}
          or see your events in{' '}
          <Link href="/my-schedule" className="underline underline-offset-4">
            My schedule
          </Link>
          .
        </p>
      ) : null}
    </div>
  )
}

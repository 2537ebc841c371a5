import Link from 'next/link'
import { redirect } from 'next/navigation'

import MySchedule from '@/blocks/MySchedule/Component'
import Welcome from '@/blocks/Welcome/Component'
import { SiteShell } from '@/features/shell/components/SiteShell'
import { getShellData } from '@/features/shell/queries.server'
import { signInPathFor } from '@/features/members/web-session.server'
import { currentMember } from '@/model/member-identity'

export const dynamic = 'force-dynamic'
export const metadata = { title: 'Welcome | Clubhouse', robots: { index: false, follow: false } }

const paragraph = (text: string) => ({ type: 'paragraph', children: [{ type: 'text', text, format: 0, style: '', mode: 'normal', detail: 0, version: 1 }], direction: 'ltr', format: '', indent: 0, version: 1, textFormat: 0, textStyle: '' })
const BODY = {
  root: {
    type: 'root',
    direction: 'ltr',
    format: '',
    indent: 0,
    version: 1,
    children: [
      paragraph('Your membership account is ready. Book a table at any of the four clubs, see what is on, and find fellow members in the directory.'),
      paragraph('Your bookings and event tickets still to come are listed below, soonest first.'),
    ],
  },
}

/**
 * The members' home (decision 052): where a new member lands after choosing a password, and a
 * member's own start page. The Welcome module with their name and their next table and event,
 * then their bookings and tickets to come (the My schedule module) and the members' pages.
 */
export default async function MembersWelcomePage() {
  const member = await currentMember()
  if (!member) redirect(await signInPathFor('/welcome'))
  const shell = await getShellData()
  return (
    <SiteShell shell={shell} path="/welcome">
      {/* One column: the modules' own paddings would stack into a gap between them, and the Welcome
          module's wider column would not line up with the schedule's (issue 33 §3). */}
      <div className="[&>section+section]:pt-0 [&>section:first-of-type>div]:max-w-3xl">
        <h1 className="sr-only">Welcome, {member.firstName}</h1>
        <Welcome title={`Welcome to Clubhouse, ${member.firstName}`} body={BODY as never} colour="white" isFirst />
        <MySchedule title="Your next bookings and events" />
      </div>
      <nav aria-label="Members" className="px-6 pb-16 tab:px-12 xl:pb-24">
        <ul className="mx-auto flex max-w-3xl flex-wrap gap-4">
          {[
            ['/book-a-table', 'Book a table'],
            ['/events', 'What’s on'],
            ['/members-directory', 'Members directory'],
            ['/profile', 'Your profile'],
          ].map(([href, label]) => (
            <li key={href}>
              <Link href={href!} className="btn btn-outline min-h-11">
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </SiteShell>
  )
}

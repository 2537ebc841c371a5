import Link from 'next/link'

import type { LoginBlock } from '@/payload-types'
import { LoginForm } from '@/features/members/components/LoginForm.lazy'
import { safeNextPath } from '@/lib/paths/next-path'
import { LogoutForm } from '@/lib/session/LogoutForm'
import { currentMember } from '@/model/member-identity'

import type { BlockContext } from '../types'

type Props = Partial<Omit<LoginBlock, 'blockType'>> & BlockContext

/** The member login (spec 000 section 2, login module): heading, a line of introduction, the form and help. */
export default async function LoginComponent({ title, introText, submitButtonText, successLink, helpText, isFirst, searchParams }: Props) {
  const Heading = isFirst ? 'h1' : 'h2'
  // Read on the server too, so a browser without JavaScript also sees it is signed in, and can log out.
  const member = await currentMember()
  const next = safeNextPath(typeof searchParams?.next === 'string' ? searchParams.next : null, safeNextPath(successLink, '/'))
  if (member) {
    return (
      <section className="px-6 py-16 tab:px-12 xl:py-24">
        <div className="mx-auto flex max-w-md flex-col gap-6">
          <Heading className="font-display text-3xl uppercase tracking-wide xl:text-4xl">{title || 'Member login'}</Heading>
          <p role="status">
            You are signed in as <strong>{`${member.firstName} ${member.lastName}`}</strong>.
          </p>
          <div className="flex flex-wrap gap-3">
            <Link href={next} className="btn btn-dark min-h-11">
              CONTINUE
            </Link>
            <LogoutForm label="LOG OUT" className="btn btn-outline min-h-11" />
          </div>
        </div>
      </section>
    )
  }
  return (
    <section className="px-6 py-16 tab:px-12 xl:py-24">
      <div className="mx-auto flex max-w-md flex-col gap-6">
        <Heading className="font-display text-3xl uppercase tracking-wide xl:text-4xl">{title || 'Member login'}</Heading>
        {introText ? <p className="leading-relaxed">{introText}</p> : null}
        <LoginForm submitText={submitButtonText || 'Log in'} successLink={safeNextPath(successLink, '/')} helpText={helpText} />
      </div>
    </section>
  )
}

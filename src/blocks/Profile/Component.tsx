import Link from 'next/link'

import type { ProfileBlock } from '@/payload-types'
import { ProfileForm } from '@/features/members/components/ProfileForm.lazy'
import { profileOf } from '@/features/members/profile.server'
import { getEnv } from '@/lib/env'
import { LogoutForm } from '@/lib/session/LogoutForm'
import { EmailText } from '@/lib/ui/contact'
import { currentMember } from '@/model/member-identity'

import type { BlockContext } from '../types'

type Props = Partial<Omit<ProfileBlock, 'blockType'>> & BlockContext

/** The member's profile (spec 000 section 2): who they are as the club knows them, their photo, and their directory choices. */
export default async function ProfileComponent({ title, introText, signedOutText, isFirst }: Props) {
  const Heading = isFirst ? 'h1' : 'h2'
  const member = await currentMember()
  const account = member ? await profileOf(member.id) : null
  return (
    <section className="px-6 py-16 tab:px-12 xl:py-24">
      <div className="mx-auto flex max-w-3xl flex-col gap-6">
        <Heading className="font-display text-3xl uppercase tracking-wide xl:text-4xl">{title || 'My profile'}</Heading>
        {introText ? <p className="leading-relaxed">{introText}</p> : null}
        {account ? (
          <>
            <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
              <dt className="font-semibold">Name</dt>
              <dd>{[account.title, account.firstName, account.lastName].filter(Boolean).join(' ')}</dd>
              <dt className="font-semibold">E-mail</dt>
              {/* Breaks after the @ or before a dot on a phone, not inside a word (as the footer's). */}
              <dd className="min-w-0">
                <EmailText email={account.email} />
              </dd>
              {account.companyName ? (
                <>
                  <dt className="font-semibold">Company</dt>
                  <dd>{account.companyName}</dd>
                </>
              ) : null}
            </dl>
            <p className="text-sm">
              To change your name or e-mail address, write to the membership team at{' '}
              <a href={`mailto:${getEnv().SALES_TEAM_EMAIL}`} className="underline underline-offset-4 [overflow-wrap:anywhere]">
                {getEnv().SALES_TEAM_EMAIL}
              </a>
              .{' '}
              <Link href="/account/forgot-password" className="underline underline-offset-4">
                Change your password
              </Link>
            </p>
            <div>
              <LogoutForm label="LOG OUT" className="btn btn-outline min-h-11" />
            </div>
            <ProfileForm
              role={account.role ?? ''}
              photoUrl={account.photo ? `/v1/api/Auth/avatar?v=${typeof account.photo === 'object' ? account.photo.id : account.photo}` : null}
              directory={{
                listed: Boolean(account.directory?.listed),
                showPhoto: account.directory?.showPhoto ?? true,
                showRole: account.directory?.showRole ?? true,
                showIndustry: account.directory?.showIndustry ?? true,
                showCompany: account.directory?.showCompany ?? true,
                showEmail: Boolean(account.directory?.showEmail),
              }}
            />
          </>
        ) : (
          <p>
            {signedOutText || 'Please log in to see your profile.'}{' '}
            <Link href="/login?next=/profile" className="underline underline-offset-4">
              Log in
            </Link>
          </p>
        )}
      </div>
    </section>
  )
}

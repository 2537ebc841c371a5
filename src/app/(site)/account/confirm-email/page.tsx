import Link from 'next/link'

import { CONFIRM_EMAIL_PATH, emailChangeHolder } from '@/features/members/accounts/email-change.server'

import { AccountPage, accountMetadata } from '../account-page'

export const dynamic = 'force-dynamic'
export const metadata = accountMetadata('Confirm your new e-mail address')

type Props = { searchParams: Promise<{ token?: string | string[]; result?: string | string[] }> }

const RESULTS: Record<string, string> = {
  confirmed: 'Your e-mail address has been changed. Sign in with your new address: you have been signed out everywhere.',
  taken: 'This address is now another member’s, so it cannot be yours too. Please contact the membership team.',
}

/**
 * The link a staff change of a member's e-mail sends to the new address (decision 044). Opening it
 * changes nothing (mail scanners open links): the button posts the confirmation, a plain form that
 * works without JavaScript.
 */
export default async function ConfirmEmailPage({ searchParams }: Props) {
  const { token, result } = await searchParams
  const outcome = typeof result === 'string' ? RESULTS[result] : undefined
  if (outcome) {
    return (
      <AccountPage path={CONFIRM_EMAIL_PATH} title="Confirm your new e-mail address">
        <p role="status">{outcome}</p>
        {result === 'confirmed' && (
          <p>
            <Link href="/login" className="btn btn-dark min-h-11">
              SIGN IN
            </Link>
          </p>
        )}
      </AccountPage>
    )
  }
  const value = typeof token === 'string' ? token : ''
  const holder = await emailChangeHolder(value)
  return (
    <AccountPage path={CONFIRM_EMAIL_PATH} title="Confirm your new e-mail address">
      {holder ? (
        <form method="post" action={`${CONFIRM_EMAIL_PATH}/confirm`} className="flex flex-col gap-5">
          <p>
            Confirm <strong className="[overflow-wrap:anywhere]">{holder.newEmail}</strong> as the e-mail address of your membership account. You will sign in with it from
            now on, and be signed out everywhere.
          </p>
          <input type="hidden" name="token" value={value} />
          <button type="submit" className="btn btn-dark min-h-11">
            CONFIRM MY NEW ADDRESS
          </button>
        </form>
      ) : (
        <p role="alert" className="border border-black p-6">
          This link has expired or has already been used. If your address still needs changing, please contact the membership team.
        </p>
      )}
    </AccountPage>
  )
}

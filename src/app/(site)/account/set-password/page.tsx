import { linkHolder } from '@/features/members/accounts/sessions.server'
import { SetPasswordForm, SpentLink } from '@/features/members/components/SetPasswordForm.client'

import { AccountPage, accountMetadata } from '../account-page'

export const dynamic = 'force-dynamic'
export const metadata = accountMetadata('Choose your password')

type Props = { searchParams: Promise<{ token?: string | string[] }> }

/** The e-mailed link (an invitation or a reset): says at once when it is spent, before anyone types a password. */
export default async function SetPasswordPage({ searchParams }: Props) {
  const { token } = await searchParams
  const value = typeof token === 'string' ? token : ''
  const holder = await linkHolder(value)
  return (
    <AccountPage path="/account/set-password" title="Choose your password">
      {holder ? (
        <>
          <p>
            For your membership account, <strong className="[overflow-wrap:anywhere]">{holder.email}</strong>. You will use it with this address to sign in to the website
            and the app.
          </p>
          <SetPasswordForm token={value} email={holder.email} />
        </>
      ) : (
        <SpentLink />
      )}
    </AccountPage>
  )
}

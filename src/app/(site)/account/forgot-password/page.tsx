import Link from 'next/link'

import { ForgotPasswordForm } from '@/features/members/components/ForgotPasswordForm.client'

import { AccountPage, accountMetadata } from '../account-page'

export const metadata = accountMetadata('Forgotten your password?')

/** Forgotten password: a link by e-mail to choose a new one (or the invitation again, for an account never used). */
export default function ForgotPasswordPage() {
  return (
    <AccountPage path="/account/forgot-password" title="Forgotten your password?">
      <p>Enter the e-mail address of your membership account and we will e-mail you a link to choose a new password.</p>
      <ForgotPasswordForm />
      <p className="text-sm">
        Remembered it?{' '}
        <Link href="/login" className="underline underline-offset-4">
          Log in
        </Link>
      </p>
    </AccountPage>
  )
}

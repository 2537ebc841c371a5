import type { LoginBlock } from '@/payload-types'
import { LoginForm } from '@/features/members/components/LoginForm.client'
import { safeNextPath } from '@/lib/paths/next-path'

import type { BlockContext } from '../types'

type Props = Partial<Omit<LoginBlock, 'blockType'>> & BlockContext

/** The member login (spec 000 section 2, login module): heading, a line of introduction, the form and help. */
export default function LoginComponent({ title, introText, submitButtonText, successLink, helpText, isFirst }: Props) {
  const Heading = isFirst ? 'h1' : 'h2'
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

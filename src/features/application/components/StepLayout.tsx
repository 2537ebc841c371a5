import type { ReactNode } from 'react'

import { FocusHeading } from './FocusHeading.client'

type Props = {
  /** The wizard's navigation: the individual application's stepper or the corporate one. */
  nav: ReactNode
  heading: string
  /** The welcome-back line, with the applicant's first name. */
  welcome?: string | null
  /** Whose application this is (the masked e-mail), with a way out for whoever it is not. */
  applicant?: string
  /** The id of a banner the heading announces with it. */
  describedBy?: string
  children: ReactNode
}

/** One step of an application: its navigation, the step's heading (focused on arrival) and its form. */
export function StepLayout({ nav, heading, welcome, applicant, describedBy, children }: Props) {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-6 py-12 tab:px-12 xl:py-16">
      {nav}
      {applicant ? (
        <p className="-mb-4 text-sm text-black/70">
          Application for {applicant}.{' '}
          <a href="/membership-application" className="underline underline-offset-4">
            Not you? Start your own
          </a>
        </p>
      ) : null}
      <div className="flex flex-col gap-3">
        {welcome ? <p className="text-lg">{welcome}</p> : null}
        <FocusHeading describedBy={describedBy}>{heading}</FocusHeading>
      </div>
      {children}
    </div>
  )
}

/** Shown where a step cannot load its application: no link, an old link, or a failure. */
export function StepUnavailable({ message }: { message: string }) {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-6 py-16 tab:px-12">
      <FocusHeading>Membership application</FocusHeading>
      <p role="alert" className="border border-red-700 p-4 text-red-800">
        {message}
      </p>
      <p>
        To carry on, open the link in the e-mail we sent you when you started. It works for 30 days. You can also{' '}
        <a href="/membership-application" className="underline underline-offset-4">
          start again or ask for a new link
        </a>{' '}
        with the same e-mail address.
      </p>
    </div>
  )
}

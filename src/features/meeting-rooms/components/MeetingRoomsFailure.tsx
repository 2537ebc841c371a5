import { phoneText, telHref } from '@/lib/ui/contact'

import { MEETING_ROOMS_FAILED_TEXT } from '../constants'

/** What visitors see when the rooms cannot be read: what happened, and how to book anyway. */
export function MeetingRoomsFailure({ phone }: { phone?: string | null }) {
  return (
    <p role="alert" data-meeting-rooms-failed="" className="max-w-3xl text-lg leading-relaxed">
      {MEETING_ROOMS_FAILED_TEXT}
      {phone ? (
        <>
          , or call us on{' '}
          <a href={telHref(phone)} className="underline underline-offset-4 hover:no-underline">
            {phoneText(phone)}
          </a>
        </>
      ) : null}
      .
    </p>
  )
}

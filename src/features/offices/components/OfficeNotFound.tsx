import Link from 'next/link'

import { NO_OFFICE_DATA } from '../constants'

export const OFFICES_PATH = '/discover-offices'
export const BACK_TO_OFFICES = 'Back to offices'

/** The office detail page without an office to show: why, and the way back to the search. */
export function OfficeNotFound({ backLinkText, message = NO_OFFICE_DATA }: { backLinkText?: string | null; message?: string }) {
  return (
    <section className="px-6 py-16 tab:px-12 xl:py-24" data-office-detail-missing>
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-8 text-center">
        <p className="text-lg">{message}</p>
        <Link href={OFFICES_PATH} className="btn btn-dark">
          {backLinkText?.trim() || BACK_TO_OFFICES}
        </Link>
      </div>
    </section>
  )
}

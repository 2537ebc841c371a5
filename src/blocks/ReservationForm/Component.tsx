import type { ReservationFormBlock } from '@/payload-types'
import { safeNextPath } from '@/lib/paths/next-path'

import type { BlockContext } from '../types'
import { ReservationFormClient } from './Component.lazy'

type Props = Partial<Omit<ReservationFormBlock, 'blockType'>> & BlockContext

const values = (rows: { value: string }[] | null | undefined) => (rows ?? []).map((r) => r.value).filter(Boolean)

/**
 * The Reservation form module (spec 000 sections 2 and 4): the restaurant's choices, one time slot
 * chosen at a time (highlighted), and "Complete booking" to /reservation-confirmation unless the
 * module names another page. As the spec says, the type, date, time, size and occasion choices
 * have no effect yet; members book real tables on /book-a-table.
 */
export default function ReservationFormComponent(props: Props) {
  const Heading = props.isFirst ? 'h1' : 'h2'
  return (
    <section className="px-6 py-16 tab:px-12 xl:py-24">
      <div className="mx-auto flex max-w-3xl flex-col gap-6">
        <Heading className="font-display text-3xl uppercase tracking-wide xl:text-4xl">{props.title || 'Reserve a table'}</Heading>
        {props.paragraph ? <p className="leading-relaxed">{props.paragraph}</p> : null}
        <ReservationFormClient
          restaurantName={props.restaurantName ?? ''}
          phone={props.phone ?? null}
          choices={{
            reservationTypes: values(props.reservationTypes),
            dates: values(props.dates),
            times: values(props.times),
            sizes: values(props.reservationSizes),
            occasions: values(props.occassionsItems),
          }}
          timeSlots={values(props.timeSlots)}
          labels={{ people: props.reservationInfo?.people || 'People', date: props.reservationInfo?.date || 'Date', time: props.reservationInfo?.time || 'Time', place: props.reservationInfo?.place || 'Place' }}
          holdFor={props.counterStartTime || '10:00'}
          findLabel={props.findTableCtaLabel || 'Find a table'}
          destination={safeNextPath(props.confirmationLink, '/reservation-confirmation')}
        />
      </div>
    </section>
  )
}

'use client'

import Link from 'next/link'
import { useEffect, useState } from 'react'

import { fieldStyles } from '@/lib/forms/fields'
import { phoneText, telHref } from '@/lib/ui/contact'

type Props = {
  restaurantName: string
  phone: string | null
  choices: { reservationTypes: string[]; dates: string[]; times: string[]; sizes: string[]; occasions: string[] }
  timeSlots: string[]
  labels: { people: string; date: string; time: string; place: string }
  holdFor: string
  findLabel: string
  destination: string
}

const SELECTS = [
  ['reservationTypes', 'Reservation'],
  ['dates', 'Date'],
  ['times', 'Time'],
  ['sizes', 'Party size'],
  ['occasions', 'Occasion'],
] as const

const seconds = (mmss: string) => {
  const [m = '10', s = '0'] = mmss.split(':')
  return Number(m) * 60 + Number(s)
}
const clock = (total: number) => `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`

/** The reservation form's interaction: the (inert) choices, one highlighted time slot, the hold countdown and "Complete booking". */
export function ReservationFormClient({ restaurantName, phone, choices, timeSlots, labels, holdFor, findLabel, destination }: Props) {
  const [picked, setPicked] = useState<Record<string, string>>({})
  const [searched, setSearched] = useState(false)
  const [slot, setSlot] = useState<string | null>(null)
  const [left, setLeft] = useState(() => seconds(holdFor))
  useEffect(() => {
    if (!slot) return
    setLeft(seconds(holdFor))
    const timer = setInterval(() => setLeft((n) => Math.max(0, n - 1)), 1000)
    return () => clearInterval(timer)
  }, [slot, holdFor])
  return (
    <div className="flex flex-col gap-6">
      <form
        className="grid gap-4 tab:grid-cols-2"
        onSubmit={(event) => {
          event.preventDefault()
          setSearched(true)
        }}
        aria-label={`Reserve at ${restaurantName}`}
      >
        {SELECTS.map(([key, label]) =>
          choices[key].length ? (
            <div key={key} className={fieldStyles.field}>
              <label htmlFor={`reservation-${key}`} className={fieldStyles.label}>
                {label}
              </label>
              <select id={`reservation-${key}`} className={fieldStyles.control} value={picked[key] ?? ''} onChange={(e) => setPicked({ ...picked, [key]: e.target.value })}>
                <option value="">Select</option>
                {choices[key].map((v) => (
                  <option key={v} value={v}>
                    {v}
                  </option>
                ))}
              </select>
            </div>
          ) : null,
        )}
        <button type="submit" className="btn btn-dark min-h-11 tab:col-span-2 tab:justify-self-start">
          {findLabel}
        </button>
      </form>
      {searched || timeSlots.length ? (
        <div className="flex flex-col gap-3">
          <p id="reservation-slots" className="text-sm font-semibold">
            Choose a time at {restaurantName}
          </p>
          <div role="group" aria-labelledby="reservation-slots" className="flex flex-wrap gap-2">
            {timeSlots.map((t) => (
              <button key={t} type="button" aria-pressed={slot === t} onClick={() => setSlot(t)} className={`btn min-h-11 min-w-20 ${slot === t ? 'btn-dark hover:bg-ink hover:text-white' : 'btn-outline'}`}>
                {t}
              </button>
            ))}
          </div>
        </div>
      ) : null}
      {slot ? (
        <div className="flex flex-col gap-4 border border-black p-5" role="status">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="font-semibold">{labels.people}</dt>
            <dd>{picked.sizes || '—'}</dd>
            <dt className="font-semibold">{labels.date}</dt>
            <dd>{picked.dates || '—'}</dd>
            <dt className="font-semibold">{labels.time}</dt>
            <dd>{slot}</dd>
            <dt className="font-semibold">{labels.place}</dt>
            <dd>{restaurantName}</dd>
          </dl>
          <p className="text-sm">{left > 0 ? `We hold this time for ${clock(left)}.` : 'The hold has ended: choose a time again.'}</p>
          <Link href={destination} className="btn btn-dark min-h-11 self-start">
            Complete booking
          </Link>
        </div>
      ) : null}
      {phone ? (
        <p className="text-sm">
          Or call {restaurantName} on{' '}
          <a href={telHref(phone)} className="underline underline-offset-4">
            {phoneText(phone)}
          </a>
          .
        </p>
      ) : null}
    </div>
  )
}

'use client'

import { useId, useState, type ReactNode } from 'react'

import { Tabs } from '@/lib/ui/Tabs.client'

export type ScheduleRow = {
  id: string
  title: string
  /** YYYY-MM-DD, for the <time> element. */
  isoDate: string
  dateLabel: string
  time: string | null
  about: string | null
  price: string | null
  location: string | null
  /** The room image, rendered on the server. */
  image: ReactNode
}

export type ScheduleMonth = { key: string; name: string; label: string; rows: ScheduleRow[] }

type Props = { months: ScheduleMonth[]; initialMonth: string; label: string }

/** Month tabs over accordions: one row open at a time, the month's first row open when it shows. */
export function ScheduleTabs({ months, initialMonth, label }: Props) {
  const uid = useId()
  const [month, setMonth] = useState(initialMonth)
  const firstRow = (key: string) => months.find((m) => m.key === key)?.rows[0]?.id ?? null
  const [openRow, setOpenRow] = useState<string | null>(() => firstRow(initialMonth))

  return (
    <Tabs
      label={label}
      value={month}
      onValueChange={(next) => {
        setMonth(next)
        setOpenRow(firstRow(next))
      }}
      className="mt-10"
      listClassName="flex gap-2 overflow-x-auto border-b border-current/20"
      tabClassName="-mb-px min-h-11 shrink-0 border-b-2 border-transparent px-4 text-sm font-semibold uppercase tracking-widest data-[state=active]:border-current"
      panelClassName="mt-6"
      tabs={months.map((m) => ({
        value: m.key,
        title: m.label,
        content: (
          <ul className="divide-y divide-current/20 border-b border-current/20">
            {m.rows.map((row, index) => {
              const open = openRow === row.id
              const buttonId = `${uid}-${m.key}-${index}-button`
              const panelId = `${uid}-${m.key}-${index}-panel`
              return (
                <li key={row.id} data-schedule-row="">
                  <h3>
                    <button
                      type="button"
                      id={buttonId}
                      aria-expanded={open}
                      aria-controls={panelId}
                      onClick={() => setOpenRow(open ? null : row.id)}
                      className="flex min-h-11 w-full items-center gap-4 py-4 text-left"
                    >
                      <time dateTime={row.isoDate} className="w-24 shrink-0 text-sm uppercase tracking-widest">
                        {row.dateLabel}
                      </time>
                      <span className="flex-1 font-display text-xl uppercase tracking-wide">{row.title}</span>
                      {row.time ? <span className="hidden text-sm tab:inline">{row.time}</span> : null}
                      <span aria-hidden="true" className="text-2xl leading-none">
                        {open ? '−' : '+'}
                      </span>
                    </button>
                  </h3>
                  <div id={panelId} hidden={!open} className="pb-6">
                    <div className="grid gap-6 tab:grid-cols-[1fr_320px]">
                      <div>
                        {row.time || row.location || row.price ? (
                        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                          {row.time ? (
                            <>
                              <dt className="font-semibold uppercase tracking-widest">Time</dt>
                              <dd>{row.time}</dd>
                            </>
                          ) : null}
                          {row.location ? (
                            <>
                              <dt className="font-semibold uppercase tracking-widest">Location</dt>
                              <dd>{row.location}</dd>
                            </>
                          ) : null}
                          {row.price ? (
                            <>
                              <dt className="font-semibold uppercase tracking-widest">Price</dt>
                              <dd>{row.price}</dd>
                            </>
                          ) : null}
                        </dl>
                        ) : null}
                        {row.about ? <p className="mt-4 whitespace-pre-line leading-relaxed">{row.about}</p> : null}
                      </div>
                      {row.image ? <div>{row.image}</div> : null}
                    </div>
                  </div>
                </li>
              )
            })}
          </ul>
        ),
      }))}
    />
  )
}

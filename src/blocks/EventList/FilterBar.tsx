import { monthLabel } from '@/features/events/format'

import { UPCOMING, type ListFilter } from './filter'

export const UPCOMING_LABEL = 'Upcoming'

type Props = {
  months: string[]
  filter: ListFilter
  onSelect: (filter: ListFilter) => void
  label: string
}

const buttonClass =
  'min-h-11 shrink-0 whitespace-nowrap border border-current px-4 text-xs font-semibold uppercase tracking-widest transition-colors hover:bg-ink hover:text-white aria-pressed:bg-ink aria-pressed:text-white motion-reduce:transition-none'

/** "Upcoming", then the months with events: one choice at a time, scrolling sideways on phones. */
export function FilterBar({ months, filter, onSelect, label }: Props) {
  const options: { value: ListFilter; text: string }[] = [
    { value: UPCOMING, text: UPCOMING_LABEL },
    ...months.map((m) => ({ value: m, text: monthLabel(m) })),
  ]
  return (
    <div role="group" aria-label={label} className="-mx-6 flex gap-2 overflow-x-auto px-6 py-1 tab:mx-0 tab:flex-wrap tab:px-0">
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          aria-pressed={filter === o.value}
          className={buttonClass}
          onClick={() => {
            if (filter !== o.value) onSelect(o.value)
          }}
        >
          {o.text}
        </button>
      ))}
    </div>
  )
}

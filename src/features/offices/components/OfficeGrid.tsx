import type { CardShape } from '../constants'
import { placeholderCount } from '../rules'
import type { OfficeSummary } from '../types'

import { OfficeCard } from './OfficeCard'

const GRID: Record<CardShape, string> = {
  landscape: 'grid gap-x-8 gap-y-12 tab:grid-cols-2 xl:grid-cols-3',
  portrait: 'grid grid-cols-2 gap-x-4 gap-y-10 tab:gap-x-8 xl:grid-cols-4',
}

type Props = {
  offices: OfficeSummary[]
  shape: CardShape
  today: string
  /** Complete the last row on desktop with empty cells, as the original did (spec 000 section 9). */
  fill?: boolean
  busy?: boolean
  /** The first cards are above the fold on the page the list opens. */
  priority?: boolean
}

/** Offices three (landscape) or four (portrait) to a row on desktop. */
export function OfficeGrid({ offices, shape, today, fill = true, busy = false, priority = false }: Props) {
  const placeholders = fill ? placeholderCount(offices.length, shape) : 0
  return (
    <ul className={`${GRID[shape]} transition-opacity ${busy ? 'opacity-50' : ''}`} aria-busy={busy || undefined} data-office-grid={shape}>
      {offices.map((office, index) => (
        <li key={office.id}>
          <OfficeCard office={office} shape={shape} today={today} priority={priority && index < 3} />
        </li>
      ))}
      {Array.from({ length: placeholders }, (_, i) => (
        // Rows are only three or four wide from 1280 px; narrower grids need no filling.
        <li key={`placeholder-${i}`} aria-hidden="true" data-office-placeholder className="hidden xl:block" />
      ))}
    </ul>
  )
}

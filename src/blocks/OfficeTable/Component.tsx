import { DEFAULT_OFFICE_HEADING } from '@/features/offices/constants'
import { londonToday } from '@/features/offices/rules'
import type { OfficeSearchResult } from '@/features/offices/types'
import type { OfficeTableBlock } from '@/payload-types'

import type { BlockContext } from '../types'

import { OfficeSearch } from './Component.lazy'
import { cachedOfficeSearch, locationIdsOf } from '@/features/offices/cached.server'

type Props = Partial<Omit<OfficeTableBlock, 'blockType'>> & BlockContext

/**
 * The office search list (spec 000 "Office search"). The server renders the first page for the
 * block's own filters, so /discover-offices, which is pre-built, shows real offices before any
 * JavaScript runs; the browser then takes over (the address bar's filters, the modal, load more).
 */
export default async function OfficeTableComponent({ title, cardShape, clubs, availableNowOnly, isFirst }: Props) {
  let filters = { locations: [] as number[], availableNow: Boolean(availableNowOnly) }
  let result: OfficeSearchResult | null = null
  try {
    filters = { ...filters, locations: await locationIdsOf(clubs) }
    result = await cachedOfficeSearch({ ...filters, page: 1 })
  } catch (error) {
    // The browser tries again and, failing that, tells the visitor (spec 000 section 8).
    console.error('Office search failed:', error)
  }
  return (
    <OfficeSearch
      title={title?.trim() || DEFAULT_OFFICE_HEADING}
      shape={cardShape === 'portrait' ? 'portrait' : 'landscape'}
      filters={filters}
      result={result}
      today={londonToday(new Date())}
      headingLevel={isFirst ? 'h1' : 'h2'}
    />
  )
}

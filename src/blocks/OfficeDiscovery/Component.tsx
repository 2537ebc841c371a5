import { OfficeGrid } from '@/features/offices/components/OfficeGrid'
import { OFFICE_PAGE_SIZE } from '@/features/offices/constants'
import { londonToday } from '@/features/offices/rules'
import type { OfficeSummary } from '@/features/offices/types'
import { truncate, TRUNCATE } from '@/lib/text/truncate'
import { CmsLink } from '@/lib/ui/CmsLink'
import { PreviewNotice } from '@/lib/ui/PreviewNotice'
import type { OfficeDiscoveryBlock } from '@/payload-types'

import { cachedOfficeSearch, locationIdsOf } from '@/features/offices/cached.server'
import type { BlockContext } from '../types'

type Props = Partial<Omit<OfficeDiscoveryBlock, 'blockType'>> & BlockContext

const MAX_COUNT = 12

/** The cheapest offices (at the chosen clubs), two pages at most. */
async function cheapest(clubs: Props['clubs'], count: number): Promise<OfficeSummary[]> {
  const locations = await locationIdsOf(clubs)
  const first = await cachedOfficeSearch({ locations, availableNow: false, page: 1 })
  if (count <= OFFICE_PAGE_SIZE || first.end) return first.results.slice(0, count)
  const second = await cachedOfficeSearch({ locations, availableNow: false, page: 2 })
  return [...first.results, ...second.results].slice(0, count)
}

/** A row of the cheapest offices under a heading, with a button to the office search. */
export default async function OfficeDiscoveryComponent({ title, description, count, clubs, buttonText, buttonLink, preview, isFirst }: Props) {
  const wanted = Math.min(MAX_COUNT, Math.max(1, Math.floor(count ?? 3)))
  let offices: OfficeSummary[] = []
  try {
    offices = await cheapest(clubs, wanted)
  } catch (error) {
    console.error('Office discovery failed:', error)
  }
  if (!offices.length) {
    return preview ? <PreviewNotice block="officeDiscovery">Office discovery: no offices to show at the chosen clubs.</PreviewNotice> : null
  }
  const Heading = isFirst ? 'h1' : 'h2'
  const text = truncate(description, TRUNCATE.description)
  return (
    <section className="px-6 py-16 tab:px-12 xl:py-24" data-office-discovery>
      <div className="mx-auto max-w-6xl">
        <Heading className="font-display text-3xl uppercase tracking-wide tab:text-4xl">{title || 'Discover our offices'}</Heading>
        {text ? <p className="mt-6 max-w-3xl whitespace-pre-line leading-relaxed">{text}</p> : null}
        <div className="mt-10">
          <OfficeGrid offices={offices} shape="landscape" today={londonToday(new Date())} fill={false} />
        </div>
        <div className="mt-12 flex justify-center">
          <CmsLink href={buttonLink?.trim() || '/discover-offices'} className="btn btn-dark">
            {buttonText?.trim() || 'Search all offices'}
          </CmsLink>
        </div>
      </div>
    </section>
  )
}

import { OfficeCard } from '@/features/offices/components/OfficeCard'
import { NO_OFFICE_DATA } from '@/features/offices/constants'
import { londonToday } from '@/features/offices/rules'
import type { OfficeSummary } from '@/features/offices/types'
import { PreviewNotice } from '@/lib/ui/PreviewNotice'
import type { OfficeItemBlock } from '@/payload-types'

import type { BlockContext } from '../types'

import { cachedOfficeCard } from '@/features/offices/cached.server'

type Props = Partial<Omit<OfficeItemBlock, 'blockType'>> & BlockContext

/** One office's card, chosen by its reference, with a button to its page. */
export default async function OfficeItemComponent({ officeReference, title, cardShape, showPrice, buttonText, preview, isFirst, picturesFirst = isFirst }: Props) {
  let office: OfficeSummary | null
  try {
    office = officeReference?.trim() ? await cachedOfficeCard(officeReference) : null
  } catch (error) {
    console.error(`Office card ${officeReference} failed:`, error)
    return preview ? <PreviewNotice block="officeItem">Office card: the office could not be read just now.</PreviewNotice> : null
  }
  if (!office) {
    // Visitors see nothing rather than an empty card; staff see why.
    return preview ? (
      <PreviewNotice block="officeItem">
        Office card “{officeReference}”: {NO_OFFICE_DATA} Check the reference and that the office is shown on the website.
      </PreviewNotice>
    ) : null
  }
  const shape = cardShape === 'portrait' ? 'portrait' : 'landscape'
  // One card, at most 20rem (portrait) or 28rem wide, inside 24 px of padding on phones.
  const sizes = shape === 'portrait' ? '(min-width: 368px) 320px, calc(100vw - 48px)' : '(min-width: 496px) 448px, calc(100vw - 48px)'
  return (
    <section className="px-6 py-12 tab:px-12" data-office-item>
      <div className={`mx-auto ${shape === 'portrait' ? 'max-w-xs' : 'max-w-md'}`}>
        <OfficeCard
          office={office}
          shape={shape}
          today={londonToday(new Date())}
          title={title}
          showPrice={showPrice !== false}
          buttonText={buttonText?.trim() || 'View office'}
          headingLevel="h2"
          priority={picturesFirst}
          sizes={sizes}
        />
      </div>
    </section>
  )
}

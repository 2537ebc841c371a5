import type { TableBookingWidgetBlock } from '@/payload-types'
import { PreviewNotice } from '@/lib/ui/PreviewNotice'

import type { BlockContext } from '../types'
import { OpenTableWidget } from './Component.lazy'
import { OPENTABLE_RID } from './opentable'

type Props = Partial<Omit<TableBookingWidgetBlock, 'blockType'>> & BlockContext

/**
 * The OpenTable reservation widget. Its script loads only here, only once a restaurant id is set,
 * so pages without this module never talk to OpenTable.
 */
export default function TableBookingWidgetComponent({ title, restaurantId, phoneNumber, preview }: Props) {
  const rid = restaurantId?.trim() ?? ''
  if (!OPENTABLE_RID.test(rid)) {
    return preview ? (
      <PreviewNotice block="tableBookingWidget">
        Table booking widget: {rid ? `“${rid}” is not an OpenTable restaurant id (it should be a number)` : 'no OpenTable restaurant id is set'}, so
        visitors see nothing here.
      </PreviewNotice>
    ) : null
  }
  return (
    <section className="bg-white px-6 py-12 text-ink tab:px-12 xl:py-16">
      <div className="mx-auto max-w-5xl">
        {title ? <h2 className="mb-8 text-center font-display text-3xl uppercase tracking-wide tab:text-4xl">{title}</h2> : null}
        <OpenTableWidget key={rid} restaurantId={rid} phoneNumber={phoneNumber?.trim() || undefined} />
      </div>
    </section>
  )
}

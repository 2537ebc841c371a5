import { HubSpotForm } from '@/integrations/marketing-form/hubspot.lazy'
import { PreviewNotice } from '@/lib/ui/PreviewNotice'
import { isFormId, isHubSpotRegion, isPortalId } from '@/lib/validation/hubspot-form'
import type { MarketingFormBlock } from '@/payload-types'

import type { BlockContext } from '../types'

type Props = Partial<Omit<MarketingFormBlock, 'blockType'>> & BlockContext

const backgrounds = { white: 'bg-white text-ink', pink: 'bg-blush text-ink' } as const

/** What is missing before the form can show, in words for staff; empty when it is ready. */
function missing(portalId: string, formId: string): string[] {
  const out: string[] = []
  if (!portalId) out.push('no HubSpot portal id is set')
  else if (!isPortalId(portalId)) out.push(`“${portalId}” is not a HubSpot portal id (it should be a number)`)
  if (!formId) out.push('no HubSpot form id is set')
  else if (!isFormId(formId)) out.push(`“${formId}” is not a HubSpot form id`)
  return out
}

/**
 * A HubSpot form. HubSpot's script loads only here, only once the portal and form ids are set,
 * so pages without this module never talk to HubSpot.
 */
export default function MarketingFormComponent({ title, description, portalId, formId, region, background, preview }: Props) {
  const portal = portalId?.trim() ?? ''
  const form = formId?.trim() ?? ''
  const problems = missing(portal, form)
  if (problems.length) {
    return preview ? (
      <PreviewNotice block="marketingForm">Marketing form: {problems.join(' and ')}, so visitors see nothing here.</PreviewNotice>
    ) : null
  }
  const dataCentre = isHubSpotRegion(region) ? region : 'eu1'
  return (
    <section className={`px-6 py-12 tab:px-12 xl:py-16 ${backgrounds[background === 'pink' ? 'pink' : 'white']}`}>
      <div className="mx-auto max-w-2xl">
        {title ? <h2 className="font-display text-3xl uppercase tracking-wide tab:text-4xl">{title}</h2> : null}
        {description ? <p className="mt-4 leading-relaxed">{description}</p> : null}
        <div className={title || description ? 'mt-8' : undefined}>
          <HubSpotForm key={`${dataCentre}/${portal}/${form}`} region={dataCentre} portalId={portal} formId={form} />
        </div>
      </div>
    </section>
  )
}

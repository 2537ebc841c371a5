import { PreviewNotice } from '@/lib/ui/PreviewNotice'
import { isFormId, isPortalId } from '@/lib/validation/hubspot-form'

type Props = { block: string; portalId?: string | null; formId?: string | null }

/**
 * Tells staff previewing the page why a HubSpot form they half set up is not used: the panel falls
 * back to the site's own form unless both ids are right. Nothing when neither or both are set.
 */
export function HubSpotPreviewNote({ block, portalId, formId }: Props) {
  const portal = portalId?.trim() ?? ''
  const form = formId?.trim() ?? ''
  if (!portal && !form) return null
  const problems: string[] = []
  if (!portal) problems.push('no HubSpot portal id is set')
  else if (!isPortalId(portal)) problems.push(`“${portal}” is not a HubSpot portal id (it should be a number)`)
  if (!form) problems.push('no HubSpot form id is set')
  else if (!isFormId(form)) problems.push(`“${form}” is not a HubSpot form id`)
  if (!problems.length) return null
  return (
    <PreviewNotice block={block}>
      Enquiry panel: {problems.join(' and ')}, so visitors get the site’s own enquiry form instead of the HubSpot one.
    </PreviewNotice>
  )
}

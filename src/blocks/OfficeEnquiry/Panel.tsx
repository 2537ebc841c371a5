import { ContactBlockPanel } from '@/features/enquiries/components/contact/ContactBlockPanel'
import type { OfficeEnquiryBlock } from '@/payload-types'

import type { BlockContext } from '../types'

export type OfficeEnquiryProps = Partial<Omit<OfficeEnquiryBlock, 'blockType'>> & BlockContext

export function OfficeEnquiryPanel({ urgentEmail, urgentPhone, ...props }: OfficeEnquiryProps & { queryOrigin: string }) {
  return <ContactBlockPanel {...props} kind="office" urgent={{ email: urgentEmail, phone: urgentPhone }} />
}

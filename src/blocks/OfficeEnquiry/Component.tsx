import { pageTitleFor } from '../page-title.server'

import { OfficeEnquiryPanel, type OfficeEnquiryProps } from './Panel'

/** Office enquiry: an ENQUIRE button opening the side panel (spec 000 section 2, Modals). */
export default async function OfficeEnquiryComponent(props: OfficeEnquiryProps) {
  return <OfficeEnquiryPanel {...props} queryOrigin={await pageTitleFor(props.pagePath, props.preview)} />
}

import { OfficeEnquiryPanel, type OfficeEnquiryProps } from './Panel'

/** Office enquiry: an ENQUIRE button opening the side panel (spec 000 section 2, Modals). The page's title is the query origin. */
export default function OfficeEnquiryComponent(props: OfficeEnquiryProps) {
  return <OfficeEnquiryPanel {...props} queryOrigin={props.pageTitle ?? ''} />
}

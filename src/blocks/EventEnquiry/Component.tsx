import { EventEnquiryPanel, type EventEnquiryProps } from './Panel'

/** Event contact: an ENQUIRE button opening the side panel (spec 000 section 2, Modals). The page's title is the query origin. */
export default function EventEnquiryComponent(props: EventEnquiryProps) {
  return <EventEnquiryPanel {...props} queryOrigin={props.pageTitle ?? ''} />
}

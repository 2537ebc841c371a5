import { pageTitleFor } from '../page-title.server'

import { EventEnquiryPanel, type EventEnquiryProps } from './Panel'

/** Event contact: an ENQUIRE button opening the side panel (spec 000 section 2, Modals). */
export default async function EventEnquiryComponent(props: EventEnquiryProps) {
  return <EventEnquiryPanel {...props} queryOrigin={await pageTitleFor(props.pagePath, props.preview)} />
}

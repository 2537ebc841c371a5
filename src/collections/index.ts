import type { CollectionConfig } from 'payload'

import { Clubs } from './Clubs'
import { CompanyMembers } from './CompanyMembers'
import { Dues } from './Dues'
import { Enquiries } from './Enquiries'
import { Erasures } from './Erasures'
import { Events } from './Events'
import { Industries } from './Industries'
import { Leads } from './Leads'
import { MeetingRooms } from './MeetingRooms'
import { Media } from './Media'
import { Members } from './Members'
import { MemberSessions } from './MemberSessions'
import { MembershipTypes } from './MembershipTypes'
import { Offices } from './Offices'
import { Outbox } from './Outbox'
import { Pages } from './Pages'
import { Payments } from './Payments'
import { ProfilePictures } from './ProfilePictures'
import { Restaurants } from './Restaurants'
import { TableBookings } from './TableBookings'
import { TicketOrders } from './TicketOrders'
import { Users } from './Users'

/** Every collection of the app, in the back office's order: payload.config.ts and the access tests read this one list. */
export const collections: CollectionConfig[] = [
  Pages, Media, Clubs, MembershipTypes, Industries, Events, Offices, MeetingRooms, Leads, CompanyMembers, ProfilePictures, Enquiries,
  TicketOrders, Outbox, Erasures, Members, Dues, Payments, MemberSessions, Restaurants, TableBookings, Users,
]

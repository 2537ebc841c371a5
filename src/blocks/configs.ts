import type { Block } from 'payload'

import { BankDetails } from './BankDetails/config'
import { BigTitleLinkList } from './BigTitleLinkList/config'
import { BookATourSteps } from './BookATourSteps/config'
import { CardsGrid } from './CardsGrid/config'
import { ClubMemberEvents } from './ClubMemberEvents/config'
import { ContactInfo } from './ContactInfo/config'
import { ContactList } from './ContactList/config'
import { ContentHeader } from './ContentHeader/config'
import { CorporateSteps } from './CorporateSteps/config'
import { EnquiryForm } from './EnquiryForm/config'
import { EventEnquiry } from './EventEnquiry/config'
import { EventList } from './EventList/config'
import { FeatureHeader } from './FeatureHeader/config'
import { FeatureList } from './FeatureList/config'
import { FeaturedEvent } from './FeaturedEvent/config'
import { FeaturesIconGrid } from './FeaturesIconGrid/config'
import { Gallery } from './Gallery/config'
import { GetInTouch } from './GetInTouch/config'
import { HeadingAndSubheading } from './HeadingAndSubheading/config'
import { Hero } from './Hero/config'
import { HeroSlider } from './HeroSlider/config'
import { HtmlSection } from './HtmlSection/config'
import { ImageHeader } from './ImageHeader/config'
import { ItineraryBooking } from './ItineraryBooking/config'
import { LocationContact } from './LocationContact/config'
import { LocationKeyFeatures } from './LocationKeyFeatures/config'
import { LocationOffices } from './LocationOffices/config'
import { Locations } from './Locations/config'
import { Login } from './Login/config'
import { MapModule } from './Map/config'
import { MarketingForm } from './MarketingForm/config'
import { MembersDirectory } from './MembersDirectory/config'
import { MeetingRoomsBlock } from './MeetingRooms/config'
import { MembershipAndApplication } from './MembershipAndApplication/config'
import { MembershipApplicationPopup } from './MembershipApplicationPopup/config'
import { MembershipBar } from './MembershipBar/config'
import { MembershipKeyInformation } from './MembershipKeyInformation/config'
import { MembershipSummary } from './MembershipSummary/config'
import { MyMembership } from './MyMembership/config'
import { MySchedule } from './MySchedule/config'
import { NewCorporateEnquiryForm } from './NewCorporateEnquiryForm/config'
import { OfferBlock } from './OfferBlock/config'
import { OfficeDetail } from './OfficeDetail/config'
import { OfficeDiscovery } from './OfficeDiscovery/config'
import { OfficeEnquiry } from './OfficeEnquiry/config'
import { OfficeItem } from './OfficeItem/config'
import { OfficeTable } from './OfficeTable/config'
import { Places } from './Places/config'
import { PopupBlock } from './PopupBlock/config'
import { PrivateHireCta } from './PrivateHireCta/config'
import { Profile } from './Profile/config'
import { RateCard } from './RateCard/config'
import { ReservationForm } from './ReservationForm/config'
import { Schedule } from './Schedule/config'
import { Spacer } from './Spacer/config'
import { Splash } from './Splash/config'
import { SplitSection } from './SplitSection/config'
import { TableBookingWidget } from './TableBookingWidget/config'
import { TextAndImage } from './TextAndImage/config'
import { ThreeCardButtons } from './ThreeCardButtons/config'
import { TourForm } from './TourForm/config'
import { TitleAndBody } from './TitleAndBody/config'
import { TitleSection } from './TitleSection/config'
import { Welcome } from './Welcome/config'

export type BlockConfigEntry = {
  /** The heading the block sits under in the back office's "Add module" picker. */
  group: string
  config: Block
}

/**
 * Every module staff can place on a page, in the picker's order: the CMS schema's half of the
 * registry. It imports configs only, never a component, so the Payload config loads no React code
 * (the renderer's half is ./registry.ts).
 */
export const blockEntries: readonly BlockConfigEntry[] = [
  { group: 'Headers and text', config: ContentHeader },
  { group: 'Headers and text', config: TitleSection },
  { group: 'Headers and text', config: TitleAndBody },
  { group: 'Headers and text', config: HeadingAndSubheading },
  { group: 'Headers and text', config: ImageHeader },
  { group: 'Headers and text', config: BigTitleLinkList },
  { group: 'Headers and text', config: Welcome },
  { group: 'Headers and text', config: HtmlSection },
  { group: 'Headers and text', config: Splash },
  { group: 'Headers and text', config: Spacer },
  { group: 'Heroes and media', config: Hero },
  { group: 'Heroes and media', config: HeroSlider },
  { group: 'Heroes and media', config: Gallery },
  { group: 'Heroes and media', config: TextAndImage },
  { group: 'Heroes and media', config: MapModule },
  { group: 'Features, cards and offers', config: SplitSection },
  { group: 'Features, cards and offers', config: FeatureList },
  { group: 'Features, cards and offers', config: FeatureHeader },
  { group: 'Features, cards and offers', config: FeaturesIconGrid },
  { group: 'Features, cards and offers', config: Places },
  { group: 'Features, cards and offers', config: CardsGrid },
  { group: 'Features, cards and offers', config: ThreeCardButtons },
  { group: 'Features, cards and offers', config: PrivateHireCta },
  { group: 'Features, cards and offers', config: OfferBlock },
  { group: 'Contact, locations and prices', config: GetInTouch },
  { group: 'Contact, locations and prices', config: Locations },
  { group: 'Contact, locations and prices', config: ContactInfo },
  { group: 'Contact, locations and prices', config: ContactList },
  { group: 'Contact, locations and prices', config: LocationOffices },
  { group: 'Contact, locations and prices', config: LocationContact },
  { group: 'Contact, locations and prices', config: LocationKeyFeatures },
  { group: 'Contact, locations and prices', config: BankDetails },
  { group: 'Contact, locations and prices', config: RateCard },
  { group: 'Membership', config: MembershipSummary },
  { group: 'Membership', config: MembershipBar },
  { group: 'Membership', config: MembershipKeyInformation },
  { group: 'Membership', config: MembershipApplicationPopup },
  { group: 'Membership', config: PopupBlock },
  { group: 'Membership', config: Schedule },
  { group: 'Membership', config: BookATourSteps },
  { group: 'Membership', config: CorporateSteps },
  { group: 'Embeds', config: TableBookingWidget },
  { group: 'Embeds', config: MarketingForm },
  { group: 'Forms', config: TourForm },
  { group: 'Forms', config: EnquiryForm },
  { group: 'Forms', config: NewCorporateEnquiryForm },
  { group: 'Forms', config: OfficeEnquiry },
  { group: 'Forms', config: EventEnquiry },
  // Registered for staff; their components come with the capabilities that own them.
  { group: 'Events', config: EventList },
  { group: 'Events', config: FeaturedEvent },
  { group: 'Events', config: ClubMemberEvents },
  { group: 'Offices', config: MeetingRoomsBlock },
  { group: 'Offices', config: OfficeTable },
  { group: 'Offices', config: OfficeItem },
  { group: 'Offices', config: OfficeDetail },
  { group: 'Offices', config: OfficeDiscovery },
  { group: 'Bookings', config: ReservationForm },
  { group: 'Bookings', config: ItineraryBooking },
  { group: 'Members', config: Login },
  { group: 'Members', config: Profile },
  { group: 'Members', config: MembersDirectory },
  { group: 'Members', config: MySchedule },
  { group: 'Members', config: MyMembership },
  { group: 'Membership', config: MembershipAndApplication },
]

export const blockConfigs: Block[] = blockEntries.map(({ config, group }) => ({ ...config, admin: { ...config.admin, group } }))

import type { Block } from 'payload'
import type { ComponentType } from 'react'

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

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type BlockComponent = ComponentType<any>

export type BlockEntry = {
  /** The heading the block sits under in the back office's "Add module" picker. */
  group: string
  config: Block
  /** Loaded only when a page uses the block, so the Payload config never evaluates React code. */
  load?: () => Promise<{ default: BlockComponent }>
}

/** Every module staff can place on a page, registered once for the CMS and the renderer. */
export const blockRegistry: readonly BlockEntry[] = [
  { group: 'Headers and text', config: ContentHeader, load: () => import('./ContentHeader/Component') },
  { group: 'Headers and text', config: TitleSection, load: () => import('./TitleSection/Component') },
  { group: 'Headers and text', config: TitleAndBody, load: () => import('./TitleAndBody/Component') },
  { group: 'Headers and text', config: HeadingAndSubheading, load: () => import('./HeadingAndSubheading/Component') },
  { group: 'Headers and text', config: ImageHeader, load: () => import('./ImageHeader/Component') },
  { group: 'Headers and text', config: BigTitleLinkList, load: () => import('./BigTitleLinkList/Component') },
  { group: 'Headers and text', config: Welcome, load: () => import('./Welcome/Component') },
  { group: 'Headers and text', config: HtmlSection, load: () => import('./HtmlSection/Component') },
  { group: 'Headers and text', config: Splash, load: () => import('./Splash/Component') },
  { group: 'Headers and text', config: Spacer, load: () => import('./Spacer/Component') },
  { group: 'Heroes and media', config: Hero, load: () => import('./Hero/Component') },
  { group: 'Heroes and media', config: HeroSlider, load: () => import('./HeroSlider/Component') },
  { group: 'Heroes and media', config: Gallery, load: () => import('./Gallery/Component') },
  { group: 'Heroes and media', config: TextAndImage, load: () => import('./TextAndImage/Component') },
  { group: 'Heroes and media', config: MapModule, load: () => import('./Map/Component') },
  { group: 'Features, cards and offers', config: SplitSection, load: () => import('./SplitSection/Component') },
  { group: 'Features, cards and offers', config: FeatureList, load: () => import('./FeatureList/Component') },
  { group: 'Features, cards and offers', config: FeatureHeader, load: () => import('./FeatureHeader/Component') },
  { group: 'Features, cards and offers', config: FeaturesIconGrid, load: () => import('./FeaturesIconGrid/Component') },
  { group: 'Features, cards and offers', config: Places, load: () => import('./Places/Component') },
  { group: 'Features, cards and offers', config: CardsGrid, load: () => import('./CardsGrid/Component') },
  { group: 'Features, cards and offers', config: ThreeCardButtons, load: () => import('./ThreeCardButtons/Component') },
  { group: 'Features, cards and offers', config: PrivateHireCta, load: () => import('./PrivateHireCta/Component') },
  { group: 'Features, cards and offers', config: OfferBlock, load: () => import('./OfferBlock/Component') },
  { group: 'Contact, locations and prices', config: GetInTouch, load: () => import('./GetInTouch/Component') },
  { group: 'Contact, locations and prices', config: Locations, load: () => import('./Locations/Component') },
  { group: 'Contact, locations and prices', config: ContactInfo, load: () => import('./ContactInfo/Component') },
  { group: 'Contact, locations and prices', config: ContactList, load: () => import('./ContactList/Component') },
  { group: 'Contact, locations and prices', config: LocationOffices, load: () => import('./LocationOffices/Component') },
  { group: 'Contact, locations and prices', config: LocationContact, load: () => import('./LocationContact/Component') },
  { group: 'Contact, locations and prices', config: LocationKeyFeatures, load: () => import('./LocationKeyFeatures/Component') },
  { group: 'Contact, locations and prices', config: BankDetails, load: () => import('./BankDetails/Component') },
  { group: 'Contact, locations and prices', config: RateCard, load: () => import('./RateCard/Component') },
  { group: 'Membership', config: MembershipSummary, load: () => import('./MembershipSummary/Component') },
  { group: 'Membership', config: MembershipBar, load: () => import('./MembershipBar/Component') },
  { group: 'Membership', config: MembershipKeyInformation, load: () => import('./MembershipKeyInformation/Component') },
  { group: 'Membership', config: MembershipApplicationPopup, load: () => import('./MembershipApplicationPopup/Component') },
  { group: 'Membership', config: PopupBlock, load: () => import('./PopupBlock/Component') },
  { group: 'Membership', config: Schedule, load: () => import('./Schedule/Component') },
  { group: 'Membership', config: BookATourSteps, load: () => import('./BookATourSteps/Component') },
  { group: 'Membership', config: CorporateSteps, load: () => import('./CorporateSteps/Component') },
  { group: 'Embeds', config: TableBookingWidget, load: () => import('./TableBookingWidget/Component') },
  { group: 'Embeds', config: MarketingForm, load: () => import('./MarketingForm/Component') },
  { group: 'Forms', config: TourForm, load: () => import('./TourForm/Component') },
  { group: 'Forms', config: EnquiryForm, load: () => import('./EnquiryForm/Component') },
  { group: 'Forms', config: NewCorporateEnquiryForm, load: () => import('./NewCorporateEnquiryForm/Component') },
  { group: 'Forms', config: OfficeEnquiry, load: () => import('./OfficeEnquiry/Component') },
  { group: 'Forms', config: EventEnquiry, load: () => import('./EventEnquiry/Component') },
  // Registered for staff; their components come with the capabilities that own them.
  { group: 'Events', config: EventList, load: () => import('./EventList/Component') },
  { group: 'Events', config: FeaturedEvent, load: () => import('./FeaturedEvent/Component') },
  { group: 'Events', config: ClubMemberEvents, load: () => import('./ClubMemberEvents/Component') },
  { group: 'Offices', config: MeetingRoomsBlock, load: () => import('./MeetingRooms/Component') },
  { group: 'Offices', config: OfficeTable, load: () => import('./OfficeTable/Component') },
  { group: 'Offices', config: OfficeItem, load: () => import('./OfficeItem/Component') },
  { group: 'Offices', config: OfficeDetail, load: () => import('./OfficeDetail/Component') },
  { group: 'Offices', config: OfficeDiscovery, load: () => import('./OfficeDiscovery/Component') },
  { group: 'Bookings', config: ReservationForm },
  { group: 'Bookings', config: ItineraryBooking, load: () => import('./ItineraryBooking/Component') },
  { group: 'Members', config: Login },
  { group: 'Members', config: Profile },
  { group: 'Members', config: MembersDirectory },
  { group: 'Members', config: MySchedule },
  { group: 'Membership', config: MembershipAndApplication },
]

export const blockConfigs: Block[] = blockRegistry.map(({ config, group }) => ({ ...config, admin: { ...config.admin, group } }))

export const findBlock = (slug: string): BlockEntry | undefined =>
  blockRegistry.find((entry) => entry.config.slug === slug)

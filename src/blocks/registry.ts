import type { ComponentType } from 'react'

import { blockEntries, type BlockConfigEntry } from './configs'
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
import { MapModule } from './Map/config'
import { MarketingForm } from './MarketingForm/config'
import { MeetingRoomsBlock } from './MeetingRooms/config'
import { MembershipAndApplication } from './MembershipAndApplication/config'
import { MembershipApplicationPopup } from './MembershipApplicationPopup/config'
import { MembershipBar } from './MembershipBar/config'
import { MembershipKeyInformation } from './MembershipKeyInformation/config'
import { MembershipSummary } from './MembershipSummary/config'
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
import { RateCard } from './RateCard/config'
import { Schedule } from './Schedule/config'
import { Spacer } from './Spacer/config'
import { Splash } from './Splash/config'
import { SplitSection } from './SplitSection/config'
import { TableBookingWidget } from './TableBookingWidget/config'
import { TextAndImage } from './TextAndImage/config'
import { ThreeCardButtons } from './ThreeCardButtons/config'
import { TourForm } from './TourForm/config'
import { Login } from './Login/config'
import { ReservationForm } from './ReservationForm/config'
import { MyMembership } from './MyMembership/config'
import { MySchedule } from './MySchedule/config'
import { Profile } from './Profile/config'
import { MembersDirectory } from './MembersDirectory/config'
import { TitleAndBody } from './TitleAndBody/config'
import { TitleSection } from './TitleSection/config'
import { Welcome } from './Welcome/config'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type BlockComponent = ComponentType<any>
type Loader = () => Promise<{ default: BlockComponent }>

export type BlockEntry = BlockConfigEntry & {
  /** Loaded only when a page uses the block. */
  load?: Loader
}

/** Each module's component, by slug: the renderer's half of the registry (the CMS reads ./configs.ts). */
const loaders: Record<string, Loader> = {
  [ContentHeader.slug]: () => import('./ContentHeader/Component'),
  [TitleSection.slug]: () => import('./TitleSection/Component'),
  [TitleAndBody.slug]: () => import('./TitleAndBody/Component'),
  [HeadingAndSubheading.slug]: () => import('./HeadingAndSubheading/Component'),
  [ImageHeader.slug]: () => import('./ImageHeader/Component'),
  [BigTitleLinkList.slug]: () => import('./BigTitleLinkList/Component'),
  [Welcome.slug]: () => import('./Welcome/Component'),
  [HtmlSection.slug]: () => import('./HtmlSection/Component'),
  [Splash.slug]: () => import('./Splash/Component'),
  [Spacer.slug]: () => import('./Spacer/Component'),
  [Hero.slug]: () => import('./Hero/Component'),
  [HeroSlider.slug]: () => import('./HeroSlider/Component'),
  [Gallery.slug]: () => import('./Gallery/Component'),
  [TextAndImage.slug]: () => import('./TextAndImage/Component'),
  [MapModule.slug]: () => import('./Map/Component'),
  [SplitSection.slug]: () => import('./SplitSection/Component'),
  [FeatureList.slug]: () => import('./FeatureList/Component'),
  [FeatureHeader.slug]: () => import('./FeatureHeader/Component'),
  [FeaturesIconGrid.slug]: () => import('./FeaturesIconGrid/Component'),
  [Places.slug]: () => import('./Places/Component'),
  [CardsGrid.slug]: () => import('./CardsGrid/Component'),
  [ThreeCardButtons.slug]: () => import('./ThreeCardButtons/Component'),
  [PrivateHireCta.slug]: () => import('./PrivateHireCta/Component'),
  [OfferBlock.slug]: () => import('./OfferBlock/Component'),
  [GetInTouch.slug]: () => import('./GetInTouch/Component'),
  [Locations.slug]: () => import('./Locations/Component'),
  [ContactInfo.slug]: () => import('./ContactInfo/Component'),
  [ContactList.slug]: () => import('./ContactList/Component'),
  [LocationOffices.slug]: () => import('./LocationOffices/Component'),
  [LocationContact.slug]: () => import('./LocationContact/Component'),
  [LocationKeyFeatures.slug]: () => import('./LocationKeyFeatures/Component'),
  [BankDetails.slug]: () => import('./BankDetails/Component'),
  [RateCard.slug]: () => import('./RateCard/Component'),
  [MembershipSummary.slug]: () => import('./MembershipSummary/Component'),
  [MembershipBar.slug]: () => import('./MembershipBar/Component'),
  [MembershipKeyInformation.slug]: () => import('./MembershipKeyInformation/Component'),
  [MembershipApplicationPopup.slug]: () => import('./MembershipApplicationPopup/Component'),
  [MembershipAndApplication.slug]: () => import('./MembershipAndApplication/Component'),
  [PopupBlock.slug]: () => import('./PopupBlock/Component'),
  [Schedule.slug]: () => import('./Schedule/Component'),
  [BookATourSteps.slug]: () => import('./BookATourSteps/Component'),
  [CorporateSteps.slug]: () => import('./CorporateSteps/Component'),
  [TableBookingWidget.slug]: () => import('./TableBookingWidget/Component'),
  [MarketingForm.slug]: () => import('./MarketingForm/Component'),
  [TourForm.slug]: () => import('./TourForm/Component'),
  [Login.slug]: () => import('./Login/Component'),
  [ReservationForm.slug]: () => import('./ReservationForm/Component'),
  [MySchedule.slug]: () => import('./MySchedule/Component'),
  [MyMembership.slug]: () => import('./MyMembership/Component'),
  [Profile.slug]: () => import('./Profile/Component'),
  [MembersDirectory.slug]: () => import('./MembersDirectory/Component'),
  [EnquiryForm.slug]: () => import('./EnquiryForm/Component'),
  [NewCorporateEnquiryForm.slug]: () => import('./NewCorporateEnquiryForm/Component'),
  [OfficeEnquiry.slug]: () => import('./OfficeEnquiry/Component'),
  [EventEnquiry.slug]: () => import('./EventEnquiry/Component'),
  [EventList.slug]: () => import('./EventList/Component'),
  [FeaturedEvent.slug]: () => import('./FeaturedEvent/Component'),
  [ClubMemberEvents.slug]: () => import('./ClubMemberEvents/Component'),
  [MeetingRoomsBlock.slug]: () => import('./MeetingRooms/Component'),
  [OfficeTable.slug]: () => import('./OfficeTable/Component'),
  [OfficeItem.slug]: () => import('./OfficeItem/Component'),
  [OfficeDetail.slug]: () => import('./OfficeDetail/Component'),
  [OfficeDiscovery.slug]: () => import('./OfficeDiscovery/Component'),
  [ItineraryBooking.slug]: () => import('./ItineraryBooking/Component'),
}

/** Every module with its component, where it has one yet; the renderer, the seed and the tests read it. */
export const blockRegistry: readonly BlockEntry[] = blockEntries.map((entry) => ({ ...entry, load: loaders[entry.config.slug] }))

export const findBlock = (slug: string): BlockEntry | undefined => blockRegistry.find((entry) => entry.config.slug === slug)

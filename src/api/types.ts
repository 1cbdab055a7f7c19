/**
 * Entities of the legacy API (spec 000, 001, 002, section 3).
 * Field names are a contract with the server: kept exactly as the spec writes them, misspellings
 * included. `{product}` in a field name is the configurable product slug, typed with template-literal
 * index signatures. Ids are strings, dates ISO strings unless noted.
 */

// ---------------------------------------------------------------------------------------------
// Shared codes and small shapes
// ---------------------------------------------------------------------------------------------

/** 1 car (4W), 2 bike (2W), 3 both. */
export type VehicleType = 1 | 2 | 3;
/** 1 = 4W, 2 = 2W, 3 = Both. */
export type GarageType = 1 | 2 | 3;
/** Names as stored; some forms code them 1, 2, 3 in this order (002 §1). */
export type BusinessType = 'Workshops' | 'Accessories' | 'Washing';
/** `vrgarage` for the garage portal, or the product slug for the marketplace portal. */
export type PortalSource = string;
export type FuelType = 'Petrol' | 'Diesel' | 'CNG' | 'Electric' | 'Other';
export type LeadSource = 'Direct Call' | 'View Garage' | 'Service Search' | 'Request Quote';
export type Weekday = 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday';

/** The usual answer of write calls. */
export interface ApiMessage {
  responseCode: number;
  message: string;
}

/** Rich-text repeatable entry (FAQContent, Why{product}Content). */
export interface ContentEntry {
  title: string;
  description: string;
}

// ---------------------------------------------------------------------------------------------
// Catalogue: categories and services (000 §3)
// ---------------------------------------------------------------------------------------------

export interface Category {
  _id: string;
  categoryName: string;
  categoryDescription?: string;
  /** URL. */
  categoryImage?: string;
  vehicleType: VehicleType;
  /** true = Active. */
  status: boolean;
  createdAt: string;
}

export interface Service {
  _id: string;
  serviceName: string;
  serviceImage?: string;
  serviceDescription?: string;
  categoryId: string;
  categoryName: string;
  vehicleType: VehicleType;
  status: boolean;
  createdAt: string;
}

/** Service line added to a garage (POST /add_category_services). */
export interface GarageServiceLine {
  _id: string;
  serviceName: string;
  /** Default 1. */
  quantity: number;
  /** Default 0. */
  rate: number;
}

// ---------------------------------------------------------------------------------------------
// Garages (000 §3, 002 §3)
// ---------------------------------------------------------------------------------------------

export type ImageApproval = 'none' | 'approved' | 'rejected';

export interface GarageImage {
  image: string;
  alt: string;
  isApproved: ImageApproval;
}

export interface BankDetail {
  nameAsPerBankAccount: string;
  bankName: string;
  branch: string;
  ifscCode: string;
  accountNumber: string;
}

export interface SocialMedia {
  socialMediaName: string;
  link: string;
  logo: string;
}

export interface SocialMediaOption {
  id: string;
  socialMediaName: string;
  logo: string;
}

/** Working hours as the garage record returns them. */
export interface WorkingHour {
  Day: Weekday | string;
  DayStatus: boolean | string;
  /** 12-hour `hh:mm:ss A`. */
  StartTime: string;
  EndTime: string;
}

/** One opening slot of a day (the spec names `slots` without their shape). */
export interface AvailableSlot {
  startTime: string;
  endTime: string;
}

/** Working hours as the add/edit calls send them. */
export interface AvailableTime {
  day: Weekday | string;
  slots: AvailableSlot[];
  /** Checked = the day is disabled in the form. */
  checked: boolean;
}

export interface GarageCategory {
  categoryId?: string;
  categoryName: string;
  services?: GarageService[];
}

export interface GarageService {
  serviceName: string;
  adminServiceId?: string;
  serviceId?: string;
}

export interface GeoPoint {
  type?: 'Point';
  /** Longitude first, latitude second. */
  coordinates: [number, number];
}

export interface Garage {
  _id: string;
  garageId: string;
  /** `{product}Id`: the public marketplace id. */
  [productId: `${string}Id`]: string | undefined;
  garageName: string;
  /** Form field name: ownerName. */
  garageOwnerName?: string;
  email?: string;
  phoneNumber: string;
  address?: string;
  state?: string;
  city?: string;
  area?: string;
  mapState?: string;
  mapCity?: string;
  pancardNumber?: string;
  gstNumber?: string;
  /** Alternative GST field of the marketplace portal. */
  gstIn?: string;
  businessType?: BusinessType | string;
  /** Alternative spelling used by the marketplace portal. */
  bussinessType?: BusinessType | string;
  urlLink?: string;
  aboutGarage?: string;
  garageType?: GarageType;
  /** Active flag. */
  status: boolean;
  /** For example 'active', 'pending'. */
  accountStatus: string;
  /** 3 = awaiting approval. */
  regStatus?: number;
  registationDate: string;
  imagePath?: string;
  coins?: number;
  garageReferenceCode?: string;
  referalsCount?: number;
  premiumReferal?: number;
  location?: GeoPoint;
  latitude?: number;
  longitude?: number;
  /** Live garages. */
  categories?: GarageCategory[];
  services?: GarageService[];
  garageImages?: GarageImage[];
  banks?: BankDetail[];
  socialMedias?: SocialMedia[];
  workingHours?: WorkingHour[];
  /** Pending garages (marketplace portal). */
  specializations?: { name: string }[];
}

/** Marketplace Edit Garage form values (002 §3). */
export interface GarageEditForm {
  garageId: string;
  garageName: string;
  email: string;
  phoneNumber: string;
  address: string;
  pancardNumber?: string;
  bussinessType: BusinessType | string;
  gstNumber?: string;
  /** Open/close mode: 1 manual, 2 24x7. */
  time: 1 | 2;
  availableTimes: AvailableTime[];
  garageType: GarageType;
  /** Category names. */
  specialized: string[];
  aboutGarage?: string;
  imagePath?: string;
  latitude: number;
  longitude: number;
  garageOwnerName?: string;
  city?: string;
}

export interface GarageNameListItem {
  _id: string;
  garageId: string;
  garageName: string;
  city?: string;
  state?: string;
  garageType?: GarageType;
  businessType?: BusinessType | string;
}

/** Dashboard counts: garage portal (allGarages, approveGarage) and marketplace ({ourgarages, {product}Approve}). */
export interface DashboardCounts {
  allGarages?: number;
  approveGarage?: number;
  ourgarages?: number;
  [productApprove: `${string}Approve`]: number | undefined;
}

// ---------------------------------------------------------------------------------------------
// Locations (000 §3, 002 §3)
// ---------------------------------------------------------------------------------------------

export interface State {
  _id: string;
  stateName: string;
  /** Sub name, e.g. 'MH'. */
  iso2: string;
  /** Shown reversed on the States screen: true Inactive, false Active. */
  status: boolean;
  createdAt: string;
  /** Alternative id/name fields some answers carry (000 §3). */
  id?: string;
  name?: string;
}

export type CityTier = 1 | 2 | 3;

export interface City {
  _id: string;
  cityName: string;
  tier: CityTier;
  status: boolean;
  createdAt: string;
  stateId?: string;
  id?: string;
  name?: string;
}

// ---------------------------------------------------------------------------------------------
// Access: profile, sub-admins, roles, features (001 §3)
// ---------------------------------------------------------------------------------------------

export type FeatureIcon = 'auth-screen' | 'dasbhoard' | 'crypto' | 'listing-dbrd';

export interface Privilege {
  privilegesType: 'Read';
}

export interface Feature {
  _id: string;
  featureName: string;
  /** Route the feature opens; must resolve to a resource route. */
  endPoint: string;
  source: PortalSource;
  icon: FeatureIcon | string;
  status: boolean;
  startDate?: string;
  /** Past = displayed as Expired whatever the status. */
  expiryDate?: string;
  createdAt: string;
  privileges?: Privilege[];
}

export interface AdminProfile {
  role: string;
  features: Feature[];
}

export interface SubAdmin {
  id: string;
  name: string;
  email: string;
  userId: string;
  role: string;
  roleId: string;
  status: boolean;
  createdAt: string;
  registationDate?: string;
}

export interface RoleFeature {
  featureId: string;
  featureName?: string;
  source?: PortalSource;
  checked?: boolean;
  status?: boolean;
  privileges: Privilege[];
}

export interface Role {
  _id: string;
  roleName: string;
  source: PortalSource;
  status: boolean;
  createdAt: string;
  roleId?: string;
  features: RoleFeature[];
}

/** Role choice in the sub-admin form. */
export type RoleOption = Pick<Role, '_id' | 'roleName' | 'status'>;

// ---------------------------------------------------------------------------------------------
// Subscriptions (001 §3)
// ---------------------------------------------------------------------------------------------

export type PlanName = 'launch' | 'rise' | 'scale';

export interface Subscription {
  plan: PlanName | string;
  date: string;
  expiryDate: string;
  total_amount: number;
  /** Link. */
  invoice?: string;
}

export interface SubscriptionFeature {
  _id: string;
  name: string;
  featureCategory: string;
  activationDate?: string;
  subscriptionStatus: boolean;
  featureId: string;
  featureCount?: number;
}

export interface SubscriptionListRow {
  registrationDate: string;
  garageName: string;
  garageId: string;
  currentPlan: string;
  subscriptionDate: string;
  expiryDate: string;
  lifetimeEarnings: number;
  phone: string;
  email: string;
}

export interface PlanHistoryEntry {
  planName: string;
  startDate: string;
  endDate: string;
}

export interface PaymentLinkRequest {
  name: string;
  phone: string;
  address: string;
  state: string;
  PANNumber: string;
  GSTNumber: string;
  price: number;
  credit: number;
  /** price minus credit. */
  totalAmount: number;
  /** YYYY-MM-DD. */
  expiryDate: string;
  ownerName: string;
  email: string;
  area: string;
  city: string;
  businessType: 'workshop' | 'accessories' | 'services';
  vehicleType: VehicleType;
  /** Months. */
  timePeriod: 1 | 3 | 9;
  garageId: string;
  /** Fixed plan value. */
  paymentFor: string;
  plan: PlanName;
  /** Always empty. */
  feature: string[];
}

// ---------------------------------------------------------------------------------------------
// Promo codes (001 §3)
// ---------------------------------------------------------------------------------------------

/** discount = percent, value = flat amount. */
export type PromoCodeType = 'discount' | 'value';

export interface PromoCode {
  _id: string;
  promoCode: string;
  promoCodeType: PromoCodeType;
  promoCodeValue: number;
  startDate: string;
  expiryDate: string;
  /** The toggle of an expired code sends the word 'Expired'. */
  status: boolean | 'Expired';
  createdAt: string;
}

// ---------------------------------------------------------------------------------------------
// Read-only reports (001 §3)
// ---------------------------------------------------------------------------------------------

export interface SaleInvoice {
  id: string;
  chooseDate: string;
  billNumber: string;
  garageName: string;
  customerName: string;
  vehicleNumber: string;
  totalRates: number;
  totalDiscount: number;
  totalTax: number;
  totalAmounts: number;
  invoiceURL?: string;
  bookingId?: string;
  customerImage?: string;
  phone?: string;
  email?: string;
  brand?: string;
  model?: string;
  year?: string | number;
  fuelType?: string;
  /** Not in the documents: read by the status filter when the server sends it (docs/reports.md). */
  status?: boolean;
}

/** Same as a sale invoice; customerName is the vendor name. */
export interface PurchaseInvoice extends SaleInvoice {
  /** The uploaded image (field name not given by the spec). */
  uploadedImage?: string;
}

export interface JobCard {
  invoiceNumber: string;
  /** The date (spelt so). */
  data: string;
  customerName: string;
  vehicleNumber: string;
  totalRates: number;
  totalDiscount: number;
  totalTax: number;
  totalAmounts: number;
  invoiceUrl?: string;
  customerPhoneNumber?: string;
  customerEmail?: string;
  bookingId?: string;
  brand?: string;
  /** The vehicle model (spelt so). */
  modal?: string;
  year?: string | number;
  fuelType?: string;
  customerImage?: string;
  /** Not in the documents: read by the status filter when the server sends it (docs/reports.md). */
  status?: boolean;
}

export interface Vendor {
  vendorName: string;
  vendorEmail?: string;
  vendorPhoneNumber?: string;
  vendorDate: string;
  garageName: string;
  imageUrl?: string;
  paymentData: {
    /** Due. */
    totalBalanceAmount: number;
    /** Paid. */
    totalPaidAmount: number;
  };
  /** Not in the documents: read by the status filter when the server sends it (docs/reports.md). */
  status?: boolean;
}

export interface InventoryPart {
  garageName: string;
  partName: string;
  brandName?: string;
  partNumber?: string;
  rackNumber?: string;
  /** 1 Car, otherwise Bike. */
  vehicleType: number;
  sac_hsn?: string;
  minimumNumber?: number;
  maximumNumber?: number;
  quantity: number;
  rate: number;
  taxType?: string;
  subTotal: number;
  /** Percent. */
  tax: number;
  /** Percent. */
  discount: number;
  totalAmount: number;
  /** Not in the documents: read by the status filter when the server sends it (docs/reports.md). */
  status?: boolean;
}

export interface CreditBank extends BankDetail {
  startDate?: string;
  endDate?: string;
}

/** Coins history row (GET /sales). */
export interface CreditRow {
  id: string;
  /** `{product}Id`. */
  [productId: `${string}Id`]: string | undefined;
  garageId: string;
  garageName: string;
  garagePhoneNumber: string;
  total_Amount: number;
  date: string;
  /** Link; '-' on screen when empty. */
  invoice?: string;
  bank: CreditBank[];
}

export interface XlsTrackingRow {
  garageId: string;
  garageName: string;
  lastUpdated: string;
  totalXlsDownloads: number;
  saleInvoice: number;
  purchaseInvoice: number;
  expenses: number;
  status?: boolean | string;
}

// ---------------------------------------------------------------------------------------------
// Leads (001 §3, 002 §3)
// ---------------------------------------------------------------------------------------------

export interface LeadCustomer {
  name: string;
  phone: string;
  email?: string;
  location?: string;
}

export interface LeadCreatePayload {
  customer: LeadCustomer;
  vehicle: {
    /** 1 = 4W, 2 = 2W. */
    vehicleType: 1 | 2;
    brand?: string;
    model?: string;
    /** '' when not chosen (the field is optional). */
    fuelType?: FuelType | '';
  };
  /** A service id. */
  service: string;
  source: LeadSource;
  description?: string;
}

export interface LeadListRow {
  id: string;
  customer: LeadCustomer;
  vehicle: { brand?: string; model?: string; fuelType?: string };
  description?: string;
  serviceName?: string;
  garageName?: string;
  garageCity?: string;
  date: string;
  source?: string;
  status?: string;
  /** Clicked / Not Clicked. */
  coinStatus?: string | boolean;
  garageCoins?: number;
}

/** Brand or model option of the lead form. */
export interface NamedOption {
  name: string;
}

/** Customer lead of the marketplace dispatch screen. */
export interface CustomerLead {
  _id: string;
  createdAt: string;
  customer: LeadCustomer;
  description?: string;
  vehicle: {
    brand?: string;
    model?: string;
    /** 1 is 4W, other 2W. */
    vehicleType?: number;
    fuelType?: string;
  };
  source?: string;
  address?: string;
}

/** Garage row of the Send To Garage picker (POST /lead/searchGarage). */
export interface LeadGarage {
  _id: string;
  garageName: string;
  garageOwnerName?: string;
  phoneNumber?: string;
  city?: string;
}

// ---------------------------------------------------------------------------------------------
// SEO pages (002 §3)
// ---------------------------------------------------------------------------------------------

export type PageType = 'SEOPage' | 'NearmePage' | 'servicePage';
export type PricePackageName = 'Basic' | 'Premium' | 'Gold';
export type VehicleClass = 'Hatchback' | 'Sedan' | 'SUV' | 'Luxury';

export interface PricePackage {
  package: PricePackageName;
  /** Price default 0. */
  vehicles: { vehicleType: VehicleClass; price: number }[];
}

/** SEO fields of a page, spelt as the server stores them (`seoColonical`). */
export interface SeoMeta {
  seoTitle?: string;
  seoDescription?: string;
  seoMetaData?: string;
  seoColonical?: string;
  seoSiteMap?: string;
  seoSiteType?: string;
}

export interface SeoPage extends SeoMeta {
  _id: string;
  title: string;
  vehicleType: VehicleType;
  /** Category name. */
  categoryType: string;
  serviceName: string;
  /** City. */
  location?: string;
  area?: string;
  state?: string;
  url: string;
  /** Rich text. */
  paragraphData?: string;
  FAQContent?: ContentEntry[];
  /** `Why{product}Content` (Pages only). */
  [whyProductContent: `Why${string}Content`]: ContentEntry[] | undefined;
  vehicleData?: PricePackage[];
  pageType: PageType;
  /** Sent empty. */
  garageId?: string;
  status: boolean;
  registationDate?: string;
  date?: string;
  createdBy?: string;
}

// ---------------------------------------------------------------------------------------------
// Marketplace portal records (002 §3)
// ---------------------------------------------------------------------------------------------

/** Numbers the analytics form may send as strings (empty values default to '0'). */
export type Numeric = number | string;

export interface AnalyticsRecord {
  isVerified: boolean;
  jobs_completed: Numeric;
  /** 0 to 5. */
  rating: Numeric;
  rating_count: Numeric;
  review_count: Numeric;
  isSponsored: boolean;
  /** Only when sponsored; YYYY-MM-DD. */
  sponsoredStartDate?: string;
  sponsoredEndDate?: string;
  /** Category ids. */
  sponsoredServices?: string[];
  sponsoredRadius?: Numeric;
  sponsoredPrice?: Numeric;
}

export interface RewardRow {
  garageName: string;
  currentPoints: number;
  utilizedCoins: number;
  TotalCoins: number;
  chooseDate: string;
}

export interface RatingComment {
  ratingId: string;
  description: string;
  customerName: string;
}

export interface ServiceRating {
  serviceName: string;
  rating: number;
  ratingId: string;
}

export interface RatingRow {
  garageName: string;
  customerName?: string;
  '1star'?: RatingComment[];
  '2star'?: RatingComment[];
  '3star'?: RatingComment[];
  '4star'?: RatingComment[];
  '5star'?: RatingComment[];
  serviceRatings?: ServiceRating[];
}

export interface PushNotificationRow {
  Date: string;
  garageName: string;
  title: string;
  Content: string;
  Status_of_Business_Type?: string;
  Vehicle_Type?: string | number;
  state?: string;
  location?: string | string[];
  /** true Send Success, false Send Failed. */
  Status: boolean;
  Reads?: number;
  Click?: number;
}

export interface PushNotificationPayload {
  /** Uploaded first. */
  image: string;
  state: string;
  /** Cities. */
  location: string[];
  vehicleType: VehicleType;
  businessType: BusinessType | string;
  /** Garage ids. */
  garageId: string[];
  title: string;
  content: string;
}

export interface Customer {
  customerName: string;
  customerImage?: string;
  phoneNumber: string;
  email?: string;
  dateOfBirth?: string;
  city?: string;
  vehicleType?: VehicleType;
  vehicleNumber?: string;
  brand?: string;
  model?: string;
  variant?: string;
  fuelType?: string;
  year?: string | number;
  chassisNumber?: string;
  companyName?: string;
  insuranceNumber?: string;
  expiryDate?: string;
  date: string;
  formattedDate?: string;
  serviceBookings?: { garageName: string; date?: string }[];
}

/** Seen as badges: completed, cancel, inProgress, readyForDelivery. */
export type BookingStatus = 'completed' | 'cancel' | 'inProgress' | 'readyForDelivery';

export interface InspectionEntry {
  _id: string;
  vechileCondition: string;
  image?: string;
}

export interface Booking {
  id: string;
  date: string;
  bookingDate: string;
  time?: string;
  bookingId: string;
  orderPlacedAt?: string;
  customerName: string;
  vehicleNumber?: string;
  modelName?: string;
  /** 'spelt oddly' in the spec, which does not give the spelling. */
  variant?: string;
  fuelType?: string;
  year?: string | number;
  garageId?: string;
  garageName?: string;
  city?: string;
  bookingStatus: BookingStatus | string;
  rating?: number;
  /** true Active, false InActive. */
  orderStatus: boolean;
  /** Link. */
  invoice?: string;
  inspectionSummary?: {
    categories?: string[];
    categoryId?: string;
    inspectionData: InspectionEntry[];
    mechanic?: string;
  };
}

export interface Quote {
  id: string;
  date: string;
  name: string;
  phoneNumber: string;
  email?: string;
  note?: string;
  source?: string;
  garageId?: { garageName: string };
  customerImage?: string;
}

export interface MarketplaceUser {
  customer: {
    date: string;
    customerName: string;
    phoneNumber: string;
    email?: string;
    state?: string;
    city?: string;
    gender?: string;
    dateOfBirth?: string;
    customerImage?: string;
    /** 1 means verified. */
    customerStatus?: number;
  };
}

export interface SubscriptionEnquiry {
  _id: string;
  createdAt: string;
  /** Owner name. */
  name: string;
  phone: string;
  email?: string;
  address?: string;
  state?: string;
  city?: string;
  plan?: string;
  feature?: string | string[];
  query?: string;
  status?: string | boolean;
  garage?: { name: string };
}

/** A column of an SEO bulk sheet (README 'SEO bulk upload sheet'). */
export type SheetColumn = 'Title' | 'Vehicle Type' | 'Category' | 'Service' | 'State' | 'City' | 'Area' | 'Page Type';

/** Why a sheet row was not imported; the console words each code in the user's language. */
export type SheetRefusalCode =
  'required' | 'vehicle_type' | 'category' | 'category_vehicle' | 'service' | 'state' | 'city' | 'page_type' | 'duplicate_url';

export interface SheetRefusal {
  /** The row's number in the spreadsheet (the header is row 1). */
  row: number;
  code: SheetRefusalCode;
  column?: SheetColumn;
  value?: string;
  /** The same reason in English. */
  message: string;
}

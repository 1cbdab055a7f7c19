/**
 * Entities of the legacy API (spec 000, 001, 002, section 3), as the contract's schemas describe them
 * (src/api/contract: one schema per entity, read at the boundary). Only types are imported here, so no
 * schema code enters the start-up path. Field names are a contract with the server: kept exactly as
 * the spec writes them, misspellings included. `{product}` in a field name is the configurable
 * product slug, added as template-literal keys. Ids are strings, dates ISO strings.
 */
import type * as catalogue from './contract/catalogue';
import type * as garages from './contract/garages';
import type * as locations from './contract/locations';
import type * as access from './contract/access';
import type * as staff from './contract/staff';
import type * as subscriptions from './contract/subscriptions';
import type * as reports from './contract/reports';
import type * as leads from './contract/leads';
import type * as seo from './contract/seo';
import type * as marketplace from './contract/marketplace';
import type { Infer } from './contract/kit';

// ---------------------------------------------------------------------------------------------
// Shared codes, categories and services (000 §3)
// ---------------------------------------------------------------------------------------------

export type VehicleType = Infer<typeof catalogue.VehicleType>;
export type ApiMessage = Infer<typeof catalogue.ApiMessage>;
export type Category = Infer<typeof catalogue.Category>;
export type Service = Infer<typeof catalogue.Service>;

// ---------------------------------------------------------------------------------------------
// Garages (000 §3, 002 §3)
// ---------------------------------------------------------------------------------------------

export type GarageType = Infer<typeof garages.GarageType>;
export type BusinessType = Infer<typeof garages.BusinessTypeName>;
export type Weekday = Infer<typeof garages.WeekdayName>;
export type ImageApproval = Infer<typeof garages.ImageApproval>;
export type GarageServiceLine = Infer<typeof garages.GarageServiceLine>;
export type GarageImage = Infer<typeof garages.GarageImage>;
export type BankDetail = Infer<typeof garages.BankDetail>;
export type SocialMedia = Infer<typeof garages.SocialMedia>;
export type SocialMediaOption = Infer<typeof garages.SocialMediaOption>;
export type WorkingHour = Infer<typeof garages.WorkingHour>;
export type AvailableTime = Infer<typeof garages.AvailableTime>;
export type GarageCategory = Infer<typeof garages.GarageCategory>;
export type GarageNameListItem = Infer<typeof garages.GarageNameListItem>;
/** `{product}Id`: the public marketplace id. */
export type Garage = Infer<typeof garages.Garage> & { [productId: `${string}Id`]: string | undefined };

// ---------------------------------------------------------------------------------------------
// Locations (000 §3, 002 §3)
// ---------------------------------------------------------------------------------------------

export type State = Infer<typeof locations.State>;
export type CityTier = Infer<typeof locations.CityTier>;
export type City = Infer<typeof locations.City>;

// ---------------------------------------------------------------------------------------------
// Access: sub-admins, roles, features; promo codes (001 §3)
// ---------------------------------------------------------------------------------------------

export type Privilege = Infer<typeof access.Privilege>;
export type Feature = Infer<typeof access.Feature>;
export type SubAdmin = Infer<typeof staff.SubAdmin>;
export type Role = Infer<typeof staff.Role>;
export type PromoCodeType = Infer<typeof staff.PromoCodeType>;
export type PromoCode = Infer<typeof staff.PromoCode>;

// ---------------------------------------------------------------------------------------------
// Subscriptions (001 §3)
// ---------------------------------------------------------------------------------------------

export type PlanName = Infer<typeof subscriptions.PlanName>;
export type Subscription = Infer<typeof subscriptions.Subscription>;
export type SubscriptionFeature = Infer<typeof subscriptions.SubscriptionFeature>;
export type SubscriptionListRow = Infer<typeof subscriptions.SubscriptionListRow>;
export type PlanHistoryEntry = Infer<typeof subscriptions.PlanHistoryEntry>;
export type PaymentLinkRequest = Infer<typeof subscriptions.PaymentLinkRequest>;
export type SubscriptionEnquiry = Infer<typeof subscriptions.SubscriptionEnquiry>;

// ---------------------------------------------------------------------------------------------
// Read-only reports, rewards, ratings, push notifications (001 §3, 002 §3)
// ---------------------------------------------------------------------------------------------

export type SaleInvoice = Infer<typeof reports.SaleInvoice>;
export type PurchaseInvoice = Infer<typeof reports.PurchaseInvoice>;
export type JobCard = Infer<typeof reports.JobCard>;
export type Vendor = Infer<typeof reports.Vendor>;
export type InventoryPart = Infer<typeof reports.InventoryPart>;
export type CreditBank = Infer<typeof reports.CreditBank>;
export type XlsTrackingRow = Infer<typeof reports.XlsTrackingRow>;
export type RewardRow = Infer<typeof reports.RewardRow>;
export type RatingComment = Infer<typeof reports.RatingComment>;
export type RatingRow = Infer<typeof reports.RatingRow>;
export type PushNotificationRow = Infer<typeof reports.PushNotificationRow>;
export type PushNotificationPayload = Infer<typeof reports.PushNotificationPayload>;
/** Coins history row (GET /sales); `{product}Id`. */
export type CreditRow = Infer<typeof reports.CreditRow> & { [productId: `${string}Id`]: string | undefined };

// ---------------------------------------------------------------------------------------------
// Leads and customers (001 §3, 002 §3)
// ---------------------------------------------------------------------------------------------

export type FuelType = Infer<typeof leads.FuelType>;
export type LeadSource = Infer<typeof leads.LeadSource>;
export type LeadCreatePayload = Infer<typeof leads.LeadCreatePayload>;
export type LeadListRow = Infer<typeof leads.LeadListRow>;
export type NamedOption = Infer<typeof leads.NamedOption>;
export type CustomerLead = Infer<typeof leads.CustomerLead>;
export type LeadGarage = Infer<typeof leads.LeadGarage>;

// ---------------------------------------------------------------------------------------------
// SEO pages (002 §3)
// ---------------------------------------------------------------------------------------------

export type ContentEntry = Infer<typeof seo.ContentEntry>;
export type PageType = Infer<typeof seo.PageType>;
export type PricePackageName = Infer<typeof seo.PricePackageName>;
export type VehicleClass = Infer<typeof seo.VehicleClass>;
export type PricePackage = Infer<typeof seo.PricePackage>;
export type SeoMeta = Infer<typeof seo.SeoMeta>;
export type PlaceName = Infer<typeof seo.PlaceName>;
export type SheetColumn = Infer<typeof seo.SheetColumn>;
export type SheetRefusalCode = Infer<typeof seo.SheetRefusalCode>;
/** `Why{product}Content` (Pages only). */
export type SeoPage = Infer<typeof seo.SeoPage> & { [whyProductContent: `Why${string}Content`]: ContentEntry[] | undefined };

// ---------------------------------------------------------------------------------------------
// Marketplace portal records (002 §3)
// ---------------------------------------------------------------------------------------------

export type AnalyticsRecord = Infer<typeof marketplace.AnalyticsRecord>;
export type Booking = Infer<typeof marketplace.Booking>;
export type Quote = Infer<typeof marketplace.Quote>;
export type MarketplaceUser = Infer<typeof marketplace.MarketplaceUser>;

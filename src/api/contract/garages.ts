/** Garages of the garage portal and the dashboard counts (spec 000 §3, §7, §8; 002 §3). */
import { ApiMessage, NotShown } from './catalogue';
import { contracts, fields, date, either, flag, list, num, oneOf, open, opt, productFields, shape, text } from './kit';

/** 1 = 4W, 2 = 2W, 3 = Both. */
export const GarageType = oneOf(1, 2, 3);
/** The business types as stored (002 §1: some forms code them 1, 2, 3 in this order). */
export const BusinessTypeName = oneOf('Workshops', 'Accessories', 'Washing');
/** A business type as answers carry it: the stored names, other words kept. */
export const BusinessType = text();
export const WeekdayName = oneOf('Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday');
/** A day as answers carry it: the weekday names, other words kept. */
export const Weekday = text();
export const ImageApproval = oneOf('none', 'approved', 'rejected');

const garageImage = {
  image: text(),
  alt: text(),
  isApproved: ImageApproval,
};
export const GarageImage = fields(garageImage);

export const BankDetail = fields({
  nameAsPerBankAccount: text(),
  bankName: text(),
  branch: text(),
  ifscCode: text(),
  accountNumber: text(),
});

const socialMedia = { socialMediaName: text(), link: text(), logo: text() };
export const SocialMedia = fields(socialMedia);
export const SocialMediaOption = fields({ id: text(), socialMediaName: text(), logo: text() });

/** Working hours as the garage record returns them. */
const workingHour = {
  Day: Weekday,
  DayStatus: either(flag(), text()),
  /** 12-hour `hh:mm:ss A`. */
  StartTime: text(),
  EndTime: text(),
};
export const WorkingHour = fields(workingHour);

/** One opening slot of a day (the spec names `slots` without their shape). */
export const AvailableSlot = shape({ startTime: text(), endTime: text() });

/** Working hours as the add and edit calls send them. */
export const AvailableTime = shape({
  day: Weekday,
  slots: list(AvailableSlot),
  /** Checked = the day is disabled in the form. */
  checked: flag(),
});

export const GarageService = fields({ serviceName: text(), adminServiceId: opt(text()), serviceId: opt(text()) });
export const GarageCategory = fields({ categoryId: opt(text()), categoryName: text(), services: opt(list(GarageService)) });

export const GeoPoint = fields({
  type: opt(oneOf('Point')),
  /** Longitude first, latitude second. */
  coordinates: list(num()),
});

export const Garage = fields({
  _id: text(),
  garageId: text(),
  /** `{product}Id`: the public marketplace id. */
  ...productFields({ '{product}Id': opt(text()) }),
  garageName: text(),
  /** Form field name: ownerName. */
  garageOwnerName: opt(text()),
  email: opt(text()),
  phoneNumber: text(),
  address: opt(text()),
  state: opt(text()),
  city: opt(text()),
  area: opt(text()),
  mapState: opt(text()),
  mapCity: opt(text()),
  pancardNumber: opt(text()),
  gstNumber: opt(text()),
  /** Alternative GST field of the marketplace portal. */
  gstIn: opt(text()),
  businessType: opt(BusinessType),
  /** Alternative spelling used by the marketplace portal. */
  bussinessType: opt(BusinessType),
  urlLink: opt(text()),
  aboutGarage: opt(text()),
  garageType: opt(GarageType),
  /** Active flag. */
  status: flag(),
  /** For example 'active', 'pending'. */
  accountStatus: text(),
  /** 3 = awaiting approval. */
  regStatus: opt(num()),
  registationDate: date(),
  imagePath: opt(text()),
  coins: opt(num()),
  garageReferenceCode: opt(text()),
  referalsCount: opt(num()),
  premiumReferal: opt(num()),
  location: opt(GeoPoint),
  latitude: opt(num()),
  longitude: opt(num()),
  /** Live garages. */
  categories: opt(list(GarageCategory)),
  services: opt(list(GarageService)),
  garageImages: opt(list(GarageImage)),
  banks: opt(list(BankDetail)),
  socialMedias: opt(list(SocialMedia)),
  workingHours: opt(list(WorkingHour)),
  /** Pending garages (marketplace portal). */
  specializations: opt(list(fields({ name: text() }))),
});

export const GarageNameListItem = fields(
  {
    _id: text(),
    garageId: text(),
    garageName: text(),
    city: opt(text()),
    state: opt(text()),
    garageType: opt(GarageType),
    businessType: opt(BusinessType),
  },
  // Either id will do: the console sends garageId, else _id (core/garageId.ts).
);

/** Garage portal: allGarages, approveGarage; marketplace: ourgarages, {product}Approve. */
export const DashboardCounts = shape({
  allGarages: opt(num()),
  approveGarage: opt(num()),
  ourgarages: opt(num()),
  ...productFields({ '{product}Approve': opt(num()) }),
});

/** Garage fields shared by registration and profile edit (garage portal and marketplace forms). */
const garageFormFields = {
  garageName: opt(text()),
  /** Form name of garageOwnerName in the garage portal. */
  ownerName: opt(text()),
  garageOwnerName: opt(text()),
  email: opt(text()),
  phoneNumber: opt(text()),
  address: opt(text()),
  area: opt(text()),
  /** State name. */
  state: opt(text()),
  city: opt(text()),
  pancardNumber: opt(text()),
  gstNumber: opt(text()),
  businessType: opt(BusinessType),
  bussinessType: opt(BusinessType),
  urlLink: opt(text()),
  aboutGarage: opt(text()),
  garageType: opt(GarageType),
  imagePath: opt(text()),
  latitude: opt(num()),
  longitude: opt(num()),
};
export const GarageFormFields = shape(garageFormFields);

/** PUT /editGarageProfile, profile form (000: workingHours, categories; 002: availableTimes, specialized). */
export const GarageProfileUpdate = shape({
  ...garageFormFields,
  garageId: text(),
  workingHours: opt(list(shape(workingHour))),
  availableTimes: opt(list(AvailableTime)),
  /** Each kept category as held (its name and services with it), a new one as `{categoryId}`. */
  categories: opt(list(open({ categoryId: opt(text()), categoryName: opt(text()), services: opt(list(GarageService)) }))),
  /** Category names (marketplace form). */
  specialized: opt(list(text())),
  /** Open/close mode: 1 manual, 2 24x7. */
  time: opt(oneOf(1, 2)),
});
/** PUT /editGarageProfile, images manager. */
export const GarageImagesUpdate = shape({ garageId: text(), garageImages: list(shape(garageImage)) });

export const GarageRegistration = shape({
  ...garageFormFields,
  garageName: text(),
  phoneNumber: text(),
  businessType: BusinessType,
  garageType: GarageType,
  availableTimes: list(AvailableTime),
  startTime: opt(text()),
  endTime: opt(text()),
  categories: list(shape({ categoryId: text() })),
  /** The promotions opt-in checkbox of the Add Garage form (000 §2). */
  promotions: opt(flag()),
});

/** Service line added to a garage (POST /add_category_services). */
export const GarageServiceLine = shape({
  _id: text(),
  serviceName: text(),
  /** Default 1. */
  quantity: num(),
  /** Default 0. */
  rate: num(),
});

export const GarageCoinsPayload = shape({ garageId: text(), updateCoins: num(), paymentType: oneOf('add', 'sub') });

/** Client-paged: the rows are what the screen needs. */
const garageList = shape({ garages: list(Garage), totalGarages: opt(num()) });
const garageId = shape({ garageId: text() });

export const calls = contracts({
  'GET /adminDashboard': {
    answer: shape({ data: DashboardCounts }),
    reads: true,
    responses: { 200: 'data with allGarages and approveGarage (marketplace: ourgarages, {product}Approve)' },
    summary: 'Dashboard counts (000 §7; 002 §7)',
  },
  'GET /garageNameList': {
    answer: shape({ data: list(GarageNameListItem) }),
    rows: { at: 'data', row: GarageNameListItem },
    reads: true,
    responses: { 200: 'data: garage choices' },
    summary: 'Garage choices for report filters and push notifications (001 §7)',
  },
  'GET /getAllUsers': {
    answer: garageList,
    rows: { at: 'garages', row: Garage },
    reads: true,
    responses: { 200: 'garages, totalGarages', 503: 'retried once after 1 second' },
    summary: 'Garage Management list (000 §7)',
  },
  'GET /getAllApproveUsers': {
    answer: garageList,
    rows: { at: 'garages', row: Garage },
    reads: true,
    responses: { 200: 'garages, totalGarages (pending, regStatus 3)', 503: 'retried up to 3 times, 1 second apart' },
    summary: 'Garages awaiting approval (000 §7)',
  },
  'PUT /adminConformation': {
    request: shape({ UserId: text(), Conformation: oneOf(1) }),
    answer: NotShown,
    reads: false,
    responses: { 200: 'Approve Success' },
    summary: 'Approves a garage: UserId is the garage id, Conformation 1 (000 §7)',
  },
  'POST /getSingleGarage': {
    request: garageId,
    answer: shape({ data: Garage }),
    reads: true,
    responses: { 200: 'data with the garage fields' },
    summary: 'One garage (000 §7); failure: Failed to fetch garage data.',
  },
  'POST /garage_Categories_List': {
    request: garageId,
    answer: shape({ data: list(GarageCategory) }),
    rows: { at: 'data', row: GarageCategory },
    reads: true,
    responses: { 200: 'data: the categories (with services) the garage offers' },
    summary: 'Categories of a garage (000 §7)',
  },
  'POST /getListOfBankDetails': {
    request: garageId,
    answer: open({ data: opt(list(BankDetail)), responseCode: opt(num()), message: opt(text()) }),
    reads: true,
    responses: { 200: 'answer not shown by the documents' },
    summary: 'Bank details of a garage (000 §7)',
  },
  'GET /listOfSocialMedias': {
    answer: shape({ listOfSocialMedias: list(SocialMediaOption) }),
    rows: { at: 'listOfSocialMedias', row: SocialMediaOption },
    reads: true,
    responses: { 200: 'listOfSocialMedias' },
    summary: 'Social media choices (000 §7)',
  },
  'PUT /editGarageProfile': {
    request: either(GarageProfileUpdate, GarageImagesUpdate),
    answer: ApiMessage,
    reads: false,
    responses: { 200: 'responseCode 200: the server message is shown' },
    summary: 'Edits a garage profile, or its images (000 §7, §8)',
  },
  'POST /garage_Registation': {
    request: GarageRegistration,
    answer: ApiMessage,
    reads: false,
    responses: { 200: 'responseCode 200: registered; 400: refused, the server message warns' },
    summary: 'Adds a garage, no token (000 §7, §8)',
  },
  'POST /add_category_services': {
    request: shape({ garageId: text(), services: list(GarageServiceLine) }),
    answer: NotShown,
    reads: false,
    responses: { 200: 'Sevices added successfully', 400: 'Adding atleast one Service' },
    summary: 'Adds service lines to a garage (000 §7, §8)',
  },
  'PUT /update_SocialMedias': {
    request: shape({ garageId: text(), socialMedias: list(shape(socialMedia)) }),
    answer: ApiMessage,
    reads: false,
    responses: { 200: 'responseCode 200: saved, the server message is shown', 400: 'responseCode 400: the server message warns' },
    summary: 'Saves the full social media list of a garage (000 §7, §8)',
  },
  'PUT /manageGarageProfile': {
    request: shape({ garageId: text(), reason: opt(text()), status: flag() }),
    answer: ApiMessage,
    reads: false,
    responses: { 200: 'responseCode 200: Status Updated Successfully' },
    summary: 'Activates or deactivates a garage with an optional reason (000 §7, §8)',
  },
  'PUT /updateCoins': {
    request: GarageCoinsPayload,
    answer: NotShown,
    reads: false,
    responses: { 200: 'Operation successfully submitted' },
    summary: "Adds to or subtracts from a garage's coins (000 §7, §8)",
  },
});

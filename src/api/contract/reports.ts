/** Read-only reports, coins, rewards, ratings and push notifications (spec 001 §3, §7; 002 §3, §7, §8). */
import { NotShown, VehicleType } from './catalogue';
import { BankDetail, BusinessType } from './garages';
import { contracts, fields, date, either, flag, list, num, open, opt, orNumeric, productFields, shape, text } from './kit';
import { GarageFilter, PageRequest } from './subscriptions';

const invoiceFields = {
  id: text(),
  chooseDate: date(),
  billNumber: text(),
  garageName: text(),
  customerName: text(),
  vehicleNumber: text(),
  totalRates: num(),
  totalDiscount: num(),
  totalTax: num(),
  totalAmounts: num(),
  invoiceURL: opt(text()),
  bookingId: opt(text()),
  customerImage: opt(text()),
  phone: opt(text()),
  email: opt(text()),
  brand: opt(text()),
  model: opt(text()),
  year: opt(orNumeric()),
  fuelType: opt(text()),
  /** Not in the documents: read by the status filter when the server sends it (docs/reports.md). */
  status: opt(flag()),
};
export const SaleInvoice = fields(invoiceFields);
/** Same as a sale invoice; customerName is the vendor name. */
export const PurchaseInvoice = fields({
  ...invoiceFields,
  /** The uploaded image (field name not given by the spec). */
  uploadedImage: opt(text()),
});

export const JobCard = fields({
  /** The row's id where the server sends one (the console's row id; otherwise the row's place). */
  _id: opt(text()),
  invoiceNumber: text(),
  /** The date (spelt so). */
  data: date(),
  customerName: text(),
  vehicleNumber: text(),
  totalRates: num(),
  totalDiscount: num(),
  totalTax: num(),
  totalAmounts: num(),
  invoiceUrl: opt(text()),
  customerPhoneNumber: opt(text()),
  customerEmail: opt(text()),
  bookingId: opt(text()),
  brand: opt(text()),
  /** The vehicle model (spelt so). */
  modal: opt(text()),
  year: opt(orNumeric()),
  fuelType: opt(text()),
  customerImage: opt(text()),
  /** Not in the documents: read by the status filter when the server sends it (docs/reports.md). */
  status: opt(flag()),
});

export const Vendor = fields({
  /** The row's id where the server sends one (the console's row id; otherwise the row's place). */
  _id: opt(text()),
  vendorName: text(),
  vendorEmail: opt(text()),
  vendorPhoneNumber: opt(text()),
  vendorDate: date(),
  garageName: text(),
  imageUrl: opt(text()),
  paymentData: fields({
    /** Due. */
    totalBalanceAmount: num(),
    /** Paid. */
    totalPaidAmount: num(),
  }),
  /** Not in the documents: read by the status filter when the server sends it (docs/reports.md). */
  status: opt(flag()),
});

export const InventoryPart = fields({
  /** The row's id where the server sends one (the console's row id; otherwise the row's place). */
  _id: opt(text()),
  garageName: text(),
  partName: text(),
  brandName: opt(text()),
  partNumber: opt(text()),
  rackNumber: opt(text()),
  /** 1 Car, otherwise Bike. */
  vehicleType: num(),
  sac_hsn: opt(text()),
  minimumNumber: opt(num()),
  maximumNumber: opt(num()),
  quantity: num(),
  rate: num(),
  taxType: opt(text()),
  subTotal: num(),
  /** Percent. */
  tax: num(),
  /** Percent. */
  discount: num(),
  totalAmount: num(),
  /** Not in the documents: read by the status filter when the server sends it (docs/reports.md). */
  status: opt(flag()),
  /** Mongo's own creation time: read by the date filter (§2.7; the documents give parts no date). */
  createdAt: opt(date()),
});

export const CreditBank = fields({ ...BankDetail.entries, startDate: opt(date()), endDate: opt(date()) });

/** Coins history row (GET /sales). */
export const CreditRow = fields({
  id: text(),
  /** `{product}Id`. */
  ...productFields({ '{product}Id': opt(text()) }),
  garageId: text(),
  garageName: text(),
  garagePhoneNumber: text(),
  total_Amount: num(),
  date: date(),
  /** Link; '-' on screen when empty. */
  invoice: opt(text()),
  bank: list(CreditBank),
});

export const XlsTrackingRow = fields({
  /** The row's id where the server sends one (the console's row id; otherwise the row's place). */
  _id: opt(text()),
  garageId: text(),
  garageName: text(),
  lastUpdated: date(),
  totalXlsDownloads: num(),
  saleInvoice: num(),
  purchaseInvoice: num(),
  expenses: num(),
  status: opt(either(flag(), text())),
});

export const RewardRow = fields({
  garageName: text(),
  currentPoints: num(),
  utilizedCoins: num(),
  TotalCoins: num(),
  chooseDate: date(),
});

/** Its delete needs `ratingId`: a comment without one is shown, marked, and cannot be deleted. */
export const RatingComment = fields({ ratingId: text(), description: text(), customerName: text() }, 'ratingId');
export const ServiceRating = fields({ serviceName: text(), rating: num(), ratingId: text() });

export const RatingRow = fields({
  /** The row's id where the server sends one (the console's row id; otherwise the row's place). */
  _id: opt(text()),
  garageName: text(),
  customerName: opt(text()),
  '1star': opt(list(RatingComment)),
  '2star': opt(list(RatingComment)),
  '3star': opt(list(RatingComment)),
  '4star': opt(list(RatingComment)),
  '5star': opt(list(RatingComment)),
  serviceRatings: opt(list(ServiceRating)),
});

export const PushNotificationRow = fields({
  /** The row's id where the server sends one (the console's row id; otherwise the row's place). */
  _id: opt(text()),
  Date: date(),
  garageName: text(),
  title: text(),
  Content: text(),
  Status_of_Business_Type: opt(text()),
  Vehicle_Type: opt(orNumeric()),
  state: opt(text()),
  location: opt(either(text(), list(text()))),
  /** true Send Success, false Send Failed. */
  Status: flag(),
  Reads: opt(num()),
  Click: opt(num()),
});

export const PushNotificationPayload = shape({
  /** Uploaded first. */
  image: text(),
  state: text(),
  /** Cities. */
  location: list(text()),
  vehicleType: VehicleType,
  businessType: BusinessType,
  /** Garage ids. */
  garageId: list(text()),
  title: text(),
  content: text(),
});

/**
 * A garage-filtered report (garageId empty for all garages): its rows in `data`, paged by the screen,
 * so `totalCount` is not used.
 */
const garageReport = <Row extends Parameters<typeof list>[0]>(row: Row, summary: string) =>
  ({
    request: GarageFilter,
    answer: shape({ data: list(row), totalCount: opt(num()) }),
    rows: { at: 'data', row },
    reads: true,
    responses: { 200: 'data, totalCount' },
    summary,
  }) as const;

export const calls = contracts({
  'POST /adminSaleInvoiceList': garageReport(SaleInvoice, 'Sale invoices; garageId empty for all garages (001 §7)'),
  'POST /adminPurchaseInvoiceList': garageReport(PurchaseInvoice, 'Purchase invoices; garageId empty for all garages (001 §7)'),
  'POST /listOfAllJobcards': garageReport(JobCard, 'Job cards; garageId empty for all garages (001 §7)'),
  'POST /listOfvendors': garageReport(Vendor, 'Vendors; garageId empty for all garages (001 §7)'),
  'POST /listOfRewardPoints': garageReport(RewardRow, 'Cashback coins per garage (002 §7)'),
  'POST /getListOfInventory': {
    request: shape({ ...PageRequest.entries, ...GarageFilter.entries }),
    answer: shape({ data: shape({ parts: list(InventoryPart), pagination: opt(fields({ totalCount: num() })) }) }),
    rows: { at: 'data.parts', row: InventoryPart },
    reads: true,
    responses: { 200: 'data.parts and data.pagination.totalCount' },
    summary: 'Inventory parts, server paging (001 §7)',
  },
  'GET /sales': {
    answer: shape({ detailedWallet: list(CreditRow) }),
    rows: { at: 'detailedWallet', row: CreditRow },
    reads: true,
    responses: { 200: 'detailedWallet: the credits' },
    summary: 'Coins history (001 §7)',
  },
  'POST /xlsTracking': {
    request: PageRequest,
    answer: shape({ data: shape({ responseData: list(XlsTrackingRow) }), totalCount: opt(num()) }),
    rows: { at: 'data.responseData', row: XlsTrackingRow },
    reads: true,
    responses: { 200: 'data.responseData and totalCount' },
    summary: 'Account spreadsheet downloads per garage, server paging (001 §7)',
  },
  'POST /ratingsAndReviewsForGarages': {
    request: GarageFilter,
    answer: open({ data: list(RatingRow) }),
    rows: { at: 'data', row: RatingRow },
    reads: true,
    responses: { 200: 'data: the ratings (the documents do not show the answer; the console reads data)' },
    summary: 'Ratings and reviews (002 §7)',
  },
  'DELETE /deleteRaating': {
    request: shape({ ratingId: text() }),
    answer: NotShown,
    reads: false,
    responses: { 200: 'Comment is Delete Successfully' },
    summary: 'Deletes a rating comment (002 §7, §8)',
  },
  'POST /listOfPushNotifications': {
    request: GarageFilter,
    answer: shape({ data: shape({ responseData: list(PushNotificationRow) }), totalCount: opt(num()) }),
    rows: { at: 'data.responseData', row: PushNotificationRow },
    reads: true,
    responses: { 200: 'data.responseData and totalCount' },
    summary: 'Push notifications (002 §7)',
  },
  'POST /addPushNotification': {
    request: PushNotificationPayload,
    answer: NotShown,
    reads: false,
    responses: {
      201: 'Notification added successfully',
      200: 'No garages found for the specified criteria',
      205: 'No device tokens found for the specified criteria',
    },
    summary: 'Sends a push notification; success is HTTP 201 (002 §7, §8)',
  },
});

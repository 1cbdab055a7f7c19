/** SEO, Near Me and Service pages of the marketplace (spec 002 §3, §7, §8; README 'SEO bulk upload sheet'). */
import { NotShown, VehicleType } from './catalogue';
import { contracts, fields, date, either, exactly, flag, list, num, oneOf, open, opt, orNull, productFields, shape, text } from './kit';

export const PageType = oneOf('SEOPage', 'NearmePage', 'servicePage');
export const PricePackageName = oneOf('Basic', 'Premium', 'Gold');
export const VehicleClass = oneOf('Hatchback', 'Sedan', 'SUV', 'Luxury');

/** Rich-text repeatable entry (FAQContent, Why{product}Content). */
const contentEntry = { title: text(), description: text() };
export const ContentEntry = fields(contentEntry);
const SentContentEntry = shape(contentEntry);

const vehiclePrice = { vehicleType: VehicleClass, price: num() };
export const PricePackage = fields({
  package: PricePackageName,
  /** Price default 0. */
  vehicles: list(fields(vehiclePrice)),
});
const SentPricePackage = shape({ package: PricePackageName, vehicles: list(shape(vehiclePrice)) });

/** A city or area of the SEO filter lists: 002 §7 says only 'data (cities)', 'data (areas)'; a name, or an object with one. */
export const PlaceName = either(
  text(),
  open({ cityName: opt(text()), areaName: opt(text()), area: opt(text()), city: opt(text()), name: opt(text()) }),
);

/** SEO fields of a page, spelt as the server stores them (`seoColonical`). */
const seoMetaFields = {
  seoTitle: opt(text()),
  seoDescription: opt(text()),
  seoMetaData: opt(text()),
  seoColonical: opt(text()),
  seoSiteMap: opt(text()),
  seoSiteType: opt(text()),
};
export const SeoMeta = shape(seoMetaFields);

/** `Why{product}Content`, Pages only. */
const whyProductContent = productFields({ 'Why{product}Content': opt(list(ContentEntry)) });
const sentWhyProductContent = productFields({ 'Why{product}Content': opt(list(SentContentEntry)) });

export const SeoPage = fields(
  {
    ...seoMetaFields,
    _id: text(),
    title: text(),
    vehicleType: VehicleType,
    /** Category name. */
    categoryType: text(),
    serviceName: text(),
    /** City. */
    location: opt(text()),
    area: opt(text()),
    state: opt(text()),
    url: text(),
    /** Rich text. */
    paragraphData: opt(text()),
    FAQContent: opt(list(ContentEntry)),
    ...whyProductContent,
    vehicleData: opt(list(PricePackage)),
    pageType: PageType,
    /** Sent empty. */
    garageId: opt(text()),
    status: flag(),
    registationDate: opt(date()),
    date: opt(date()),
    createdBy: opt(text()),
  },
  '_id',
);

export const SeoSearchPayload = shape({
  categoryType: text(),
  serviceName: text(),
  area: text(),
  location: text(),
  vehicleType: either(VehicleType, exactly('')),
  status: exactly(true),
  /** Sent empty. */
  garageId: text(),
  page: num(),
  /** 1 for a filter, 2 for the initial load. */
  pageCount: oneOf(1, 2),
  pageType: PageType,
});

export const SeoPageCreatePayload = shape({
  /** The SEO editor's save tries a create first (002 §4), with its fields. */
  ...seoMetaFields,
  title: text(),
  vehicleType: VehicleType,
  categoryType: text(),
  serviceName: text(),
  state: opt(text()),
  location: opt(text()),
  area: opt(text()),
  /** Sent empty. */
  garageId: text(),
  FAQContent: list(SentContentEntry),
  ...sentWhyProductContent,
  /** Sent empty. */
  paragraphData: text(),
  url: text(),
  pageType: PageType,
});

export const SeoPageUpdatePayload = shape({
  ...seoMetaFields,
  pageId: text(),
  paragraphData: opt(text()),
  serviceName: opt(text()),
  vehicleType: opt(VehicleType),
  location: opt(text()),
  url: opt(text()),
  title: opt(text()),
  garageId: opt(text()),
  categoryType: opt(text()),
  FAQContent: opt(list(SentContentEntry)),
  ...sentWhyProductContent,
  vehicleData: opt(list(SentPricePackage)),
});

/** A column of an SEO bulk sheet. */
export const SheetColumn = oneOf('Title', 'Vehicle Type', 'Category', 'Service', 'State', 'City', 'Area', 'Page Type');
/** Why a sheet row was not imported; the console words each code in the user's language. */
export const SheetRefusalCode = oneOf(
  'required',
  'vehicle_type',
  'category',
  'category_vehicle',
  'service',
  'state',
  'city',
  'page_type',
  'duplicate_url',
);

/** The answer is not shown (002 §7): what the sandbox adds is read where it comes, every part optional. */
export const SheetRefusal = fields({
  /** The row's number in the spreadsheet (the header is row 1). */
  row: num(),
  code: SheetRefusalCode,
  column: opt(SheetColumn),
  value: opt(text()),
  /** The same reason in English. */
  message: text(),
});

/** 'File uploaded successfully' (002 §8); the sandbox adds what it imported and refused (README 'SEO bulk upload sheet'). */
export const SeoBulkUploadAnswer = open({ responseCode: opt(num()), message: opt(text()), imported: opt(num()), refused: opt(list(SheetRefusal)) });

export const calls = contracts({
  'POST /getSEOdata': {
    request: SeoSearchPayload,
    answer: shape({ data: list(SeoPage), totalRecords: opt(num()) }),
    rows: { at: 'data', row: SeoPage },
    reads: true,
    responses: { 200: 'data (list), totalRecords' },
    summary: 'Pages, Near Me and Service Pages lists, by pageType and filters (002 §7)',
  },
  'GET /listOf_SEO_Data_cities': {
    answer: shape({ data: list(PlaceName) }),
    reads: true,
    responses: { 200: 'data: the cities' },
    summary: 'Cities for the Service Pages filter (002 §7)',
  },
  'POST /listOf_SEO_Data_aries': {
    request: shape({ cityName: text() }),
    answer: shape({ data: list(PlaceName) }),
    reads: true,
    responses: { 200: 'data: the areas of the city' },
    summary: 'Areas of a city for the Service Pages filter (002 §7)',
  },
  'POST /SEOdata': {
    request: SeoPageCreatePayload,
    answer: open({ responseCode: opt(num()), message: opt(text()), data: opt(open({ _id: opt(text()) })) }),
    reads: false,
    responses: {
      201: 'Data Created Successfully: data._id (success is HTTP 201)',
      200: "message ' page with same URL already exists': a page has this url; the console saves it with PUT /SEOdata instead (002 §4)",
      400: "'Error adding Feature'",
    },
    summary: 'Creates a page (002 §7, §8)',
  },
  'PUT /SEOdata': {
    request: SeoPageUpdatePayload,
    answer: NotShown,
    reads: false,
    responses: { 200: 'Data updated Successfully', 400: "'Error updating data'" },
    summary: 'Edits a page, its contents, prices or SEO fields (002 §7, §8)',
  },
  'GET /getSinglePage/{pageId}': {
    answer: shape({ data: either(shape({ data: SeoPage }), SeoPage) }),
    reads: true,
    // The SEO editors of the other kinds create first, then update when the URL is taken (002 §4).
    fillsForm: [SeoPageCreatePayload, SeoPageUpdatePayload],
    responses: { 200: 'data (for the Pages SEO editor, data.data)' },
    summary: 'One page (002 §7)',
  },
  'GET /getSingleGarage/{garageId}': {
    answer: shape({ data: orNull(fields(SeoPage.entries)) }),
    reads: true,
    fillsForm: [SeoPageCreatePayload, SeoPageUpdatePayload],
    responses: { 200: "data: the garage's SEO page, null when it has none" },
    summary: 'The SEO page of a garage (002 §7)',
  },
  'POST /singleGarage': {
    request: shape({ garageId: text() }),
    answer: shape({ data: fields({ city: text(), garageName: text(), area: text(), garageId: text() }) }),
    reads: true,
    responses: { 200: 'data with city, garageName, area, garageId' },
    summary: 'Garage name, city and area for the garage SEO editor (002 §7)',
  },
  'DELETE /deletePage': {
    request: shape({ pageId: text() }),
    answer: NotShown,
    reads: false,
    responses: { 200: 'Pages Delete Successfully' },
    summary: 'Deletes a page (002 §7, §8)',
  },
  'POST /bulkSEOUpload': {
    answer: SeoBulkUploadAnswer,
    reads: false,
    responses: { 200: 'File uploaded successfully', 400: "'Failed to upload file'" },
    summary: 'Bulk sheet upload of Pages (002 §7, §8)',
  },
  'POST /bulkSEOUploadNearMe': {
    answer: SeoBulkUploadAnswer,
    reads: false,
    responses: { 200: 'File uploaded successfully', 400: "'Failed to upload file'" },
    summary: 'Bulk sheet upload of Near Me (and Service) pages (002 §7, §8)',
  },
});

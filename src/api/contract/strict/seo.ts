/**
 * The strict reading of the answers of seo.ts, written out by `npm run contract:strict`; do not edit.
 * See strictSource.ts and docs/contract.md.
 */
import type { StrictReadings } from '../kit';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

function read1(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const v1 = value as Record<string, unknown>;
  let v2 = 0;
  const v4 = v1['title'];
  if (v4 !== undefined) {
    v2++;
    if (typeof v4 !== 'string') return false;
  }
  const v5 = v1['description'];
  if (v5 !== undefined) {
    v2++;
    if (typeof v5 !== 'string') return false;
  }
  if (v1['__v'] !== undefined) v2++;
  if (v1['_id'] !== undefined) v2++;
  if (v1['id'] !== undefined) v2++;
  if (v1['createdAt'] !== undefined) v2++;
  if (v1['updatedAt'] !== undefined) v2++;
  for (const _v3 in v1) if (--v2 < 0) return false;
  return true;
}

function read2(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const v1 = value as Record<string, unknown>;
  let v2 = 0;
  const v4 = v1['vehicleType'];
  if (v4 !== undefined) {
    v2++;
    if (v4 !== 'Hatchback' && v4 !== 'Sedan' && v4 !== 'SUV' && v4 !== 'Luxury') return false;
  }
  const v5 = v1['price'];
  if (v5 !== undefined) {
    v2++;
    if (typeof v5 !== 'number' || !isFinite(v5)) return false;
  }
  if (v1['__v'] !== undefined) v2++;
  if (v1['_id'] !== undefined) v2++;
  if (v1['id'] !== undefined) v2++;
  if (v1['createdAt'] !== undefined) v2++;
  if (v1['updatedAt'] !== undefined) v2++;
  for (const _v3 in v1) if (--v2 < 0) return false;
  return true;
}

function read3(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const v1 = value as Record<string, unknown>;
  let v2 = 0;
  const v4 = v1['package'];
  if (v4 !== undefined) {
    v2++;
    if (v4 !== 'Basic' && v4 !== 'Premium' && v4 !== 'Gold') return false;
  }
  const v5 = v1['vehicles'];
  if (v5 !== undefined) {
    v2++;
    if (!Array.isArray(v5)) return false;
    for (const v6 of v5) {
      if (!read2(v6)) return false;
    }
  }
  if (v1['__v'] !== undefined) v2++;
  if (v1['_id'] !== undefined) v2++;
  if (v1['id'] !== undefined) v2++;
  if (v1['createdAt'] !== undefined) v2++;
  if (v1['updatedAt'] !== undefined) v2++;
  for (const _v3 in v1) if (--v2 < 0) return false;
  return true;
}

function read4(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const v1 = value as Record<string, unknown>;
  let v2 = 0;
  const v4 = v1['seoTitle'];
  if (v4 !== undefined) {
    v2++;
    if (typeof v4 !== 'string') return false;
  }
  const v5 = v1['seoDescription'];
  if (v5 !== undefined) {
    v2++;
    if (typeof v5 !== 'string') return false;
  }
  const v6 = v1['seoMetaData'];
  if (v6 !== undefined) {
    v2++;
    if (typeof v6 !== 'string') return false;
  }
  const v7 = v1['seoColonical'];
  if (v7 !== undefined) {
    v2++;
    if (typeof v7 !== 'string') return false;
  }
  const v8 = v1['seoSiteMap'];
  if (v8 !== undefined) {
    v2++;
    if (typeof v8 !== 'string') return false;
  }
  const v9 = v1['seoSiteType'];
  if (v9 !== undefined) {
    v2++;
    if (typeof v9 !== 'string') return false;
  }
  const v10 = v1['_id'];
  if (v10 === undefined) return false;
  v2++;
  if (typeof v10 !== 'string') return false;
  const v11 = v1['title'];
  if (v11 !== undefined) {
    v2++;
    if (typeof v11 !== 'string') return false;
  }
  const v12 = v1['vehicleType'];
  if (v12 !== undefined) {
    v2++;
    if (v12 !== 1 && v12 !== 2 && v12 !== 3) return false;
  }
  const v13 = v1['categoryType'];
  if (v13 !== undefined) {
    v2++;
    if (typeof v13 !== 'string') return false;
  }
  const v14 = v1['serviceName'];
  if (v14 !== undefined) {
    v2++;
    if (typeof v14 !== 'string') return false;
  }
  const v15 = v1['location'];
  if (v15 !== undefined) {
    v2++;
    if (typeof v15 !== 'string') return false;
  }
  const v16 = v1['area'];
  if (v16 !== undefined) {
    v2++;
    if (typeof v16 !== 'string') return false;
  }
  const v17 = v1['state'];
  if (v17 !== undefined) {
    v2++;
    if (typeof v17 !== 'string') return false;
  }
  const v18 = v1['url'];
  if (v18 !== undefined) {
    v2++;
    if (typeof v18 !== 'string') return false;
  }
  const v19 = v1['paragraphData'];
  if (v19 !== undefined) {
    v2++;
    if (typeof v19 !== 'string') return false;
  }
  const v20 = v1['FAQContent'];
  if (v20 !== undefined) {
    v2++;
    if (!Array.isArray(v20)) return false;
    for (const v21 of v20) {
      if (!read1(v21)) return false;
    }
  }
  const v22 = v1['WhymarketplaceContent'];
  if (v22 !== undefined) {
    v2++;
    if (!Array.isArray(v22)) return false;
    for (const v23 of v22) {
      if (!read1(v23)) return false;
    }
  }
  const v24 = v1['vehicleData'];
  if (v24 !== undefined) {
    v2++;
    if (!Array.isArray(v24)) return false;
    for (const v25 of v24) {
      if (!read3(v25)) return false;
    }
  }
  const v26 = v1['pageType'];
  if (v26 !== undefined) {
    v2++;
    if (v26 !== 'SEOPage' && v26 !== 'NearmePage' && v26 !== 'servicePage') return false;
  }
  const v27 = v1['garageId'];
  if (v27 !== undefined) {
    v2++;
    if (typeof v27 !== 'string') return false;
  }
  const v28 = v1['status'];
  if (v28 !== undefined) {
    v2++;
    if (typeof v28 !== 'boolean') return false;
  }
  const v29 = v1['registationDate'];
  if (v29 !== undefined) {
    v2++;
    if (typeof v29 !== 'string' || !ISO_DATE.test(v29)) return false;
  }
  const v30 = v1['date'];
  if (v30 !== undefined) {
    v2++;
    if (typeof v30 !== 'string' || !ISO_DATE.test(v30)) return false;
  }
  const v31 = v1['createdBy'];
  if (v31 !== undefined) {
    v2++;
    if (typeof v31 !== 'string') return false;
  }
  if (v1['__v'] !== undefined) v2++;
  if (v1['id'] !== undefined) v2++;
  if (v1['createdAt'] !== undefined) v2++;
  if (v1['updatedAt'] !== undefined) v2++;
  for (const _v3 in v1) if (--v2 < 0) return false;
  return true;
}

function read5(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const v1 = value as Record<string, unknown>;
  let v2 = 0;
  const v4 = v1['responseCode'];
  if (v4 !== undefined) {
    v2++;
    if (typeof v4 !== 'number' || !isFinite(v4)) return false;
  }
  const v5 = v1['message'];
  if (v5 !== undefined) {
    v2++;
    if (typeof v5 !== 'string') return false;
  }
  const v6 = v1['data'];
  if (v6 === undefined) return false;
  v2++;
  if (!Array.isArray(v6)) return false;
  for (const v7 of v6) {
    if (!read4(v7)) return false;
  }
  const v8 = v1['totalRecords'];
  if (v8 !== undefined) {
    v2++;
    if (typeof v8 !== 'number' || !isFinite(v8)) return false;
  }
  if (v1['__v'] !== undefined) v2++;
  if (v1['_id'] !== undefined) v2++;
  if (v1['id'] !== undefined) v2++;
  if (v1['createdAt'] !== undefined) v2++;
  if (v1['updatedAt'] !== undefined) v2++;
  for (const _v3 in v1) if (--v2 < 0) return false;
  return true;
}

function read6(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  return true;
}

function read7(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const v1 = value as Record<string, unknown>;

  const v4 = v1['cityName'];
  if (v4 !== undefined) {
    if (typeof v4 !== 'string') return false;
  }
  const v5 = v1['areaName'];
  if (v5 !== undefined) {
    if (typeof v5 !== 'string') return false;
  }
  const v6 = v1['area'];
  if (v6 !== undefined) {
    if (typeof v6 !== 'string') return false;
  }
  const v7 = v1['city'];
  if (v7 !== undefined) {
    if (typeof v7 !== 'string') return false;
  }
  const v8 = v1['name'];
  if (v8 !== undefined) {
    if (typeof v8 !== 'string') return false;
  }

  return true;
}

function read8(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const v1 = value as Record<string, unknown>;
  let v2 = 0;
  const v4 = v1['responseCode'];
  if (v4 !== undefined) {
    v2++;
    if (typeof v4 !== 'number' || !isFinite(v4)) return false;
  }
  const v5 = v1['message'];
  if (v5 !== undefined) {
    v2++;
    if (typeof v5 !== 'string') return false;
  }
  const v6 = v1['data'];
  if (v6 === undefined) return false;
  v2++;
  if (!Array.isArray(v6)) return false;
  for (const v7 of v6) {
    if (!(read6(v7) || read7(v7))) return false;
  }
  if (v1['__v'] !== undefined) v2++;
  if (v1['_id'] !== undefined) v2++;
  if (v1['id'] !== undefined) v2++;
  if (v1['createdAt'] !== undefined) v2++;
  if (v1['updatedAt'] !== undefined) v2++;
  for (const _v3 in v1) if (--v2 < 0) return false;
  return true;
}

function read9(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const v1 = value as Record<string, unknown>;

  const v4 = v1['_id'];
  if (v4 !== undefined) {
    if (typeof v4 !== 'string') return false;
  }

  return true;
}

function read10(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const v1 = value as Record<string, unknown>;

  const v4 = v1['responseCode'];
  if (v4 !== undefined) {
    if (typeof v4 !== 'number' || !isFinite(v4)) return false;
  }
  const v5 = v1['message'];
  if (v5 !== undefined) {
    if (typeof v5 !== 'string') return false;
  }
  const v6 = v1['data'];
  if (v6 !== undefined) {
    if (!read9(v6)) return false;
  }

  return true;
}

function read11(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const v1 = value as Record<string, unknown>;

  const v4 = v1['responseCode'];
  if (v4 !== undefined) {
    if (typeof v4 !== 'number' || !isFinite(v4)) return false;
  }
  const v5 = v1['message'];
  if (v5 !== undefined) {
    if (typeof v5 !== 'string') return false;
  }

  return true;
}

function read12(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const v1 = value as Record<string, unknown>;
  let v2 = 0;
  const v4 = v1['data'];
  if (v4 === undefined) return false;
  v2++;
  if (!read4(v4)) return false;
  if (v1['__v'] !== undefined) v2++;
  if (v1['_id'] !== undefined) v2++;
  if (v1['id'] !== undefined) v2++;
  if (v1['createdAt'] !== undefined) v2++;
  if (v1['updatedAt'] !== undefined) v2++;
  for (const _v3 in v1) if (--v2 < 0) return false;
  return true;
}

function read13(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const v1 = value as Record<string, unknown>;
  let v2 = 0;
  const v4 = v1['responseCode'];
  if (v4 !== undefined) {
    v2++;
    if (typeof v4 !== 'number' || !isFinite(v4)) return false;
  }
  const v5 = v1['message'];
  if (v5 !== undefined) {
    v2++;
    if (typeof v5 !== 'string') return false;
  }
  const v6 = v1['data'];
  if (v6 === undefined) return false;
  v2++;
  if (!(read12(v6) || read4(v6))) return false;
  if (v1['__v'] !== undefined) v2++;
  if (v1['_id'] !== undefined) v2++;
  if (v1['id'] !== undefined) v2++;
  if (v1['createdAt'] !== undefined) v2++;
  if (v1['updatedAt'] !== undefined) v2++;
  for (const _v3 in v1) if (--v2 < 0) return false;
  return true;
}

function read14(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const v1 = value as Record<string, unknown>;
  let v2 = 0;
  const v4 = v1['seoTitle'];
  if (v4 !== undefined) {
    v2++;
    if (typeof v4 !== 'string') return false;
  }
  const v5 = v1['seoDescription'];
  if (v5 !== undefined) {
    v2++;
    if (typeof v5 !== 'string') return false;
  }
  const v6 = v1['seoMetaData'];
  if (v6 !== undefined) {
    v2++;
    if (typeof v6 !== 'string') return false;
  }
  const v7 = v1['seoColonical'];
  if (v7 !== undefined) {
    v2++;
    if (typeof v7 !== 'string') return false;
  }
  const v8 = v1['seoSiteMap'];
  if (v8 !== undefined) {
    v2++;
    if (typeof v8 !== 'string') return false;
  }
  const v9 = v1['seoSiteType'];
  if (v9 !== undefined) {
    v2++;
    if (typeof v9 !== 'string') return false;
  }
  const v10 = v1['_id'];
  if (v10 !== undefined) {
    v2++;
    if (typeof v10 !== 'string') return false;
  }
  const v11 = v1['title'];
  if (v11 !== undefined) {
    v2++;
    if (typeof v11 !== 'string') return false;
  }
  const v12 = v1['vehicleType'];
  if (v12 !== undefined) {
    v2++;
    if (v12 !== 1 && v12 !== 2 && v12 !== 3) return false;
  }
  const v13 = v1['categoryType'];
  if (v13 !== undefined) {
    v2++;
    if (typeof v13 !== 'string') return false;
  }
  const v14 = v1['serviceName'];
  if (v14 !== undefined) {
    v2++;
    if (typeof v14 !== 'string') return false;
  }
  const v15 = v1['location'];
  if (v15 !== undefined) {
    v2++;
    if (typeof v15 !== 'string') return false;
  }
  const v16 = v1['area'];
  if (v16 !== undefined) {
    v2++;
    if (typeof v16 !== 'string') return false;
  }
  const v17 = v1['state'];
  if (v17 !== undefined) {
    v2++;
    if (typeof v17 !== 'string') return false;
  }
  const v18 = v1['url'];
  if (v18 !== undefined) {
    v2++;
    if (typeof v18 !== 'string') return false;
  }
  const v19 = v1['paragraphData'];
  if (v19 !== undefined) {
    v2++;
    if (typeof v19 !== 'string') return false;
  }
  const v20 = v1['FAQContent'];
  if (v20 !== undefined) {
    v2++;
    if (!Array.isArray(v20)) return false;
    for (const v21 of v20) {
      if (!read1(v21)) return false;
    }
  }
  const v22 = v1['WhymarketplaceContent'];
  if (v22 !== undefined) {
    v2++;
    if (!Array.isArray(v22)) return false;
    for (const v23 of v22) {
      if (!read1(v23)) return false;
    }
  }
  const v24 = v1['vehicleData'];
  if (v24 !== undefined) {
    v2++;
    if (!Array.isArray(v24)) return false;
    for (const v25 of v24) {
      if (!read3(v25)) return false;
    }
  }
  const v26 = v1['pageType'];
  if (v26 !== undefined) {
    v2++;
    if (v26 !== 'SEOPage' && v26 !== 'NearmePage' && v26 !== 'servicePage') return false;
  }
  const v27 = v1['garageId'];
  if (v27 !== undefined) {
    v2++;
    if (typeof v27 !== 'string') return false;
  }
  const v28 = v1['status'];
  if (v28 !== undefined) {
    v2++;
    if (typeof v28 !== 'boolean') return false;
  }
  const v29 = v1['registationDate'];
  if (v29 !== undefined) {
    v2++;
    if (typeof v29 !== 'string' || !ISO_DATE.test(v29)) return false;
  }
  const v30 = v1['date'];
  if (v30 !== undefined) {
    v2++;
    if (typeof v30 !== 'string' || !ISO_DATE.test(v30)) return false;
  }
  const v31 = v1['createdBy'];
  if (v31 !== undefined) {
    v2++;
    if (typeof v31 !== 'string') return false;
  }
  if (v1['__v'] !== undefined) v2++;
  if (v1['id'] !== undefined) v2++;
  if (v1['createdAt'] !== undefined) v2++;
  if (v1['updatedAt'] !== undefined) v2++;
  for (const _v3 in v1) if (--v2 < 0) return false;
  return true;
}

function read15(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const v1 = value as Record<string, unknown>;
  let v2 = 0;
  const v4 = v1['responseCode'];
  if (v4 !== undefined) {
    v2++;
    if (typeof v4 !== 'number' || !isFinite(v4)) return false;
  }
  const v5 = v1['message'];
  if (v5 !== undefined) {
    v2++;
    if (typeof v5 !== 'string') return false;
  }
  const v6 = v1['data'];
  if (v6 === undefined) return false;
  v2++;
  if (v6 !== null) {
    if (!read14(v6)) return false;
  }
  if (v1['__v'] !== undefined) v2++;
  if (v1['_id'] !== undefined) v2++;
  if (v1['id'] !== undefined) v2++;
  if (v1['createdAt'] !== undefined) v2++;
  if (v1['updatedAt'] !== undefined) v2++;
  for (const _v3 in v1) if (--v2 < 0) return false;
  return true;
}

function read16(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const v1 = value as Record<string, unknown>;
  let v2 = 0;
  const v4 = v1['city'];
  if (v4 !== undefined) {
    v2++;
    if (typeof v4 !== 'string') return false;
  }
  const v5 = v1['garageName'];
  if (v5 !== undefined) {
    v2++;
    if (typeof v5 !== 'string') return false;
  }
  const v6 = v1['area'];
  if (v6 !== undefined) {
    v2++;
    if (typeof v6 !== 'string') return false;
  }
  const v7 = v1['garageId'];
  if (v7 !== undefined) {
    v2++;
    if (typeof v7 !== 'string') return false;
  }
  if (v1['__v'] !== undefined) v2++;
  if (v1['_id'] !== undefined) v2++;
  if (v1['id'] !== undefined) v2++;
  if (v1['createdAt'] !== undefined) v2++;
  if (v1['updatedAt'] !== undefined) v2++;
  for (const _v3 in v1) if (--v2 < 0) return false;
  return true;
}

function read17(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const v1 = value as Record<string, unknown>;
  let v2 = 0;
  const v4 = v1['responseCode'];
  if (v4 !== undefined) {
    v2++;
    if (typeof v4 !== 'number' || !isFinite(v4)) return false;
  }
  const v5 = v1['message'];
  if (v5 !== undefined) {
    v2++;
    if (typeof v5 !== 'string') return false;
  }
  const v6 = v1['data'];
  if (v6 === undefined) return false;
  v2++;
  if (!read16(v6)) return false;
  if (v1['__v'] !== undefined) v2++;
  if (v1['_id'] !== undefined) v2++;
  if (v1['id'] !== undefined) v2++;
  if (v1['createdAt'] !== undefined) v2++;
  if (v1['updatedAt'] !== undefined) v2++;
  for (const _v3 in v1) if (--v2 < 0) return false;
  return true;
}

function read18(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const v1 = value as Record<string, unknown>;
  let v2 = 0;
  const v4 = v1['row'];
  if (v4 === undefined) return false;
  v2++;
  if (typeof v4 !== 'number' || !isFinite(v4)) return false;
  const v5 = v1['code'];
  if (v5 === undefined) return false;
  v2++;
  if (
    v5 !== 'required' &&
    v5 !== 'vehicle_type' &&
    v5 !== 'category' &&
    v5 !== 'category_vehicle' &&
    v5 !== 'service' &&
    v5 !== 'state' &&
    v5 !== 'city' &&
    v5 !== 'page_type' &&
    v5 !== 'duplicate_url'
  )
    return false;
  const v6 = v1['column'];
  if (v6 !== undefined) {
    v2++;
    if (
      v6 !== 'Title' &&
      v6 !== 'Vehicle Type' &&
      v6 !== 'Category' &&
      v6 !== 'Service' &&
      v6 !== 'State' &&
      v6 !== 'City' &&
      v6 !== 'Area' &&
      v6 !== 'Page Type'
    )
      return false;
  }
  const v7 = v1['value'];
  if (v7 !== undefined) {
    v2++;
    if (typeof v7 !== 'string') return false;
  }
  const v8 = v1['message'];
  if (v8 === undefined) return false;
  v2++;
  if (typeof v8 !== 'string') return false;
  if (v1['__v'] !== undefined) v2++;
  if (v1['_id'] !== undefined) v2++;
  if (v1['id'] !== undefined) v2++;
  if (v1['createdAt'] !== undefined) v2++;
  if (v1['updatedAt'] !== undefined) v2++;
  for (const _v3 in v1) if (--v2 < 0) return false;
  return true;
}

function read19(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const v1 = value as Record<string, unknown>;

  const v4 = v1['responseCode'];
  if (v4 !== undefined) {
    if (typeof v4 !== 'number' || !isFinite(v4)) return false;
  }
  const v5 = v1['message'];
  if (v5 !== undefined) {
    if (typeof v5 !== 'string') return false;
  }
  const v6 = v1['imported'];
  if (v6 !== undefined) {
    if (typeof v6 !== 'number' || !isFinite(v6)) return false;
  }
  const v7 = v1['refused'];
  if (v7 !== undefined) {
    if (!Array.isArray(v7)) return false;
    for (const v8 of v7) {
      if (!read18(v8)) return false;
    }
  }

  return true;
}

export const strict: StrictReadings = {
  'POST /getSEOdata': { answer: read5, rowsAt: 'data', row: read4 },
  'GET /listOf_SEO_Data_cities': { answer: read8 },
  'POST /listOf_SEO_Data_aries': { answer: read8 },
  'POST /SEOdata': { answer: read10 },
  'PUT /SEOdata': { answer: read11 },
  'GET /getSinglePage/{pageId}': { answer: read13 },
  'GET /getSingleGarage/{garageId}': { answer: read15 },
  'POST /singleGarage': { answer: read17 },
  'DELETE /deletePage': { answer: read11 },
  'POST /bulkSEOUpload': { answer: read19 },
  'POST /bulkSEOUploadNearMe': { answer: read19 },
};

/**
 * The strict reading of the answers of reports.ts, written out by `npm run contract:strict`; do not edit.
 * See strictSource.ts and docs/contract.md.
 */
import type { StrictReadings } from '../kit';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

function read1(value: unknown): boolean {
  if (typeof value !== 'number' || !isFinite(value)) return false;
  return true;
}

function read2(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  return true;
}

function read3(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const v1 = value as Record<string, unknown>;
  let v2 = 0;
  const v4 = v1['id'];
  if (v4 !== undefined) {
    v2++;
    if (typeof v4 !== 'string') return false;
  }
  const v5 = v1['chooseDate'];
  if (v5 !== undefined) {
    v2++;
    if (typeof v5 !== 'string' || !ISO_DATE.test(v5)) return false;
  }
  const v6 = v1['billNumber'];
  if (v6 !== undefined) {
    v2++;
    if (typeof v6 !== 'string') return false;
  }
  const v7 = v1['garageName'];
  if (v7 !== undefined) {
    v2++;
    if (typeof v7 !== 'string') return false;
  }
  const v8 = v1['customerName'];
  if (v8 !== undefined) {
    v2++;
    if (typeof v8 !== 'string') return false;
  }
  const v9 = v1['vehicleNumber'];
  if (v9 !== undefined) {
    v2++;
    if (typeof v9 !== 'string') return false;
  }
  const v10 = v1['totalRates'];
  if (v10 !== undefined) {
    v2++;
    if (typeof v10 !== 'number' || !isFinite(v10)) return false;
  }
  const v11 = v1['totalDiscount'];
  if (v11 !== undefined) {
    v2++;
    if (typeof v11 !== 'number' || !isFinite(v11)) return false;
  }
  const v12 = v1['totalTax'];
  if (v12 !== undefined) {
    v2++;
    if (typeof v12 !== 'number' || !isFinite(v12)) return false;
  }
  const v13 = v1['totalAmounts'];
  if (v13 !== undefined) {
    v2++;
    if (typeof v13 !== 'number' || !isFinite(v13)) return false;
  }
  const v14 = v1['invoiceURL'];
  if (v14 !== undefined) {
    v2++;
    if (typeof v14 !== 'string') return false;
  }
  const v15 = v1['bookingId'];
  if (v15 !== undefined) {
    v2++;
    if (typeof v15 !== 'string') return false;
  }
  const v16 = v1['customerImage'];
  if (v16 !== undefined) {
    v2++;
    if (typeof v16 !== 'string') return false;
  }
  const v17 = v1['phone'];
  if (v17 !== undefined) {
    v2++;
    if (typeof v17 !== 'string') return false;
  }
  const v18 = v1['email'];
  if (v18 !== undefined) {
    v2++;
    if (typeof v18 !== 'string') return false;
  }
  const v19 = v1['brand'];
  if (v19 !== undefined) {
    v2++;
    if (typeof v19 !== 'string') return false;
  }
  const v20 = v1['model'];
  if (v20 !== undefined) {
    v2++;
    if (typeof v20 !== 'string') return false;
  }
  const v21 = v1['year'];
  if (v21 !== undefined) {
    v2++;
    if (!(read1(v21) || read2(v21))) return false;
  }
  const v22 = v1['fuelType'];
  if (v22 !== undefined) {
    v2++;
    if (typeof v22 !== 'string') return false;
  }
  const v23 = v1['status'];
  if (v23 !== undefined) {
    v2++;
    if (typeof v23 !== 'boolean') return false;
  }
  if (v1['__v'] !== undefined) v2++;
  if (v1['_id'] !== undefined) v2++;
  if (v1['createdAt'] !== undefined) v2++;
  if (v1['updatedAt'] !== undefined) v2++;
  for (const _v3 in v1) if (--v2 < 0) return false;
  return true;
}

function read4(value: unknown): boolean {
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
    if (!read3(v7)) return false;
  }
  const v8 = v1['totalCount'];
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

function read5(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const v1 = value as Record<string, unknown>;
  let v2 = 0;
  const v4 = v1['id'];
  if (v4 === undefined) return false;
  v2++;
  if (typeof v4 !== 'string') return false;
  const v5 = v1['chooseDate'];
  if (v5 === undefined) return false;
  v2++;
  if (typeof v5 !== 'string' || !ISO_DATE.test(v5)) return false;
  const v6 = v1['billNumber'];
  if (v6 === undefined) return false;
  v2++;
  if (typeof v6 !== 'string') return false;
  const v7 = v1['garageName'];
  if (v7 === undefined) return false;
  v2++;
  if (typeof v7 !== 'string') return false;
  const v8 = v1['customerName'];
  if (v8 === undefined) return false;
  v2++;
  if (typeof v8 !== 'string') return false;
  const v9 = v1['vehicleNumber'];
  if (v9 === undefined) return false;
  v2++;
  if (typeof v9 !== 'string') return false;
  const v10 = v1['totalRates'];
  if (v10 === undefined) return false;
  v2++;
  if (typeof v10 !== 'number' || !isFinite(v10)) return false;
  const v11 = v1['totalDiscount'];
  if (v11 === undefined) return false;
  v2++;
  if (typeof v11 !== 'number' || !isFinite(v11)) return false;
  const v12 = v1['totalTax'];
  if (v12 === undefined) return false;
  v2++;
  if (typeof v12 !== 'number' || !isFinite(v12)) return false;
  const v13 = v1['totalAmounts'];
  if (v13 === undefined) return false;
  v2++;
  if (typeof v13 !== 'number' || !isFinite(v13)) return false;
  const v14 = v1['invoiceURL'];
  if (v14 !== undefined) {
    v2++;
    if (typeof v14 !== 'string') return false;
  }
  const v15 = v1['bookingId'];
  if (v15 !== undefined) {
    v2++;
    if (typeof v15 !== 'string') return false;
  }
  const v16 = v1['customerImage'];
  if (v16 !== undefined) {
    v2++;
    if (typeof v16 !== 'string') return false;
  }
  const v17 = v1['phone'];
  if (v17 !== undefined) {
    v2++;
    if (typeof v17 !== 'string') return false;
  }
  const v18 = v1['email'];
  if (v18 !== undefined) {
    v2++;
    if (typeof v18 !== 'string') return false;
  }
  const v19 = v1['brand'];
  if (v19 !== undefined) {
    v2++;
    if (typeof v19 !== 'string') return false;
  }
  const v20 = v1['model'];
  if (v20 !== undefined) {
    v2++;
    if (typeof v20 !== 'string') return false;
  }
  const v21 = v1['year'];
  if (v21 !== undefined) {
    v2++;
    if (!(read1(v21) || read2(v21))) return false;
  }
  const v22 = v1['fuelType'];
  if (v22 !== undefined) {
    v2++;
    if (typeof v22 !== 'string') return false;
  }
  const v23 = v1['status'];
  if (v23 !== undefined) {
    v2++;
    if (typeof v23 !== 'boolean') return false;
  }
  const v24 = v1['uploadedImage'];
  if (v24 !== undefined) {
    v2++;
    if (typeof v24 !== 'string') return false;
  }
  if (v1['__v'] !== undefined) v2++;
  if (v1['_id'] !== undefined) v2++;
  if (v1['createdAt'] !== undefined) v2++;
  if (v1['updatedAt'] !== undefined) v2++;
  for (const _v3 in v1) if (--v2 < 0) return false;
  return true;
}

function read6(value: unknown): boolean {
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
    if (!read5(v7)) return false;
  }
  const v8 = v1['totalCount'];
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

function read7(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const v1 = value as Record<string, unknown>;
  let v2 = 0;
  const v4 = v1['_id'];
  if (v4 !== undefined) {
    v2++;
    if (typeof v4 !== 'string') return false;
  }
  const v5 = v1['invoiceNumber'];
  if (v5 !== undefined) {
    v2++;
    if (typeof v5 !== 'string') return false;
  }
  const v6 = v1['data'];
  if (v6 !== undefined) {
    v2++;
    if (typeof v6 !== 'string' || !ISO_DATE.test(v6)) return false;
  }
  const v7 = v1['customerName'];
  if (v7 !== undefined) {
    v2++;
    if (typeof v7 !== 'string') return false;
  }
  const v8 = v1['vehicleNumber'];
  if (v8 !== undefined) {
    v2++;
    if (typeof v8 !== 'string') return false;
  }
  const v9 = v1['totalRates'];
  if (v9 !== undefined) {
    v2++;
    if (typeof v9 !== 'number' || !isFinite(v9)) return false;
  }
  const v10 = v1['totalDiscount'];
  if (v10 !== undefined) {
    v2++;
    if (typeof v10 !== 'number' || !isFinite(v10)) return false;
  }
  const v11 = v1['totalTax'];
  if (v11 !== undefined) {
    v2++;
    if (typeof v11 !== 'number' || !isFinite(v11)) return false;
  }
  const v12 = v1['totalAmounts'];
  if (v12 !== undefined) {
    v2++;
    if (typeof v12 !== 'number' || !isFinite(v12)) return false;
  }
  const v13 = v1['invoiceUrl'];
  if (v13 !== undefined) {
    v2++;
    if (typeof v13 !== 'string') return false;
  }
  const v14 = v1['customerPhoneNumber'];
  if (v14 !== undefined) {
    v2++;
    if (typeof v14 !== 'string') return false;
  }
  const v15 = v1['customerEmail'];
  if (v15 !== undefined) {
    v2++;
    if (typeof v15 !== 'string') return false;
  }
  const v16 = v1['bookingId'];
  if (v16 !== undefined) {
    v2++;
    if (typeof v16 !== 'string') return false;
  }
  const v17 = v1['brand'];
  if (v17 !== undefined) {
    v2++;
    if (typeof v17 !== 'string') return false;
  }
  const v18 = v1['modal'];
  if (v18 !== undefined) {
    v2++;
    if (typeof v18 !== 'string') return false;
  }
  const v19 = v1['year'];
  if (v19 !== undefined) {
    v2++;
    if (!(read1(v19) || read2(v19))) return false;
  }
  const v20 = v1['fuelType'];
  if (v20 !== undefined) {
    v2++;
    if (typeof v20 !== 'string') return false;
  }
  const v21 = v1['customerImage'];
  if (v21 !== undefined) {
    v2++;
    if (typeof v21 !== 'string') return false;
  }
  const v22 = v1['status'];
  if (v22 !== undefined) {
    v2++;
    if (typeof v22 !== 'boolean') return false;
  }
  if (v1['__v'] !== undefined) v2++;
  if (v1['id'] !== undefined) v2++;
  if (v1['createdAt'] !== undefined) v2++;
  if (v1['updatedAt'] !== undefined) v2++;
  for (const _v3 in v1) if (--v2 < 0) return false;
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
    if (!read7(v7)) return false;
  }
  const v8 = v1['totalCount'];
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

function read9(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const v1 = value as Record<string, unknown>;
  let v2 = 0;
  const v4 = v1['totalBalanceAmount'];
  if (v4 === undefined) return false;
  v2++;
  if (typeof v4 !== 'number' || !isFinite(v4)) return false;
  const v5 = v1['totalPaidAmount'];
  if (v5 === undefined) return false;
  v2++;
  if (typeof v5 !== 'number' || !isFinite(v5)) return false;
  if (v1['__v'] !== undefined) v2++;
  if (v1['_id'] !== undefined) v2++;
  if (v1['id'] !== undefined) v2++;
  if (v1['createdAt'] !== undefined) v2++;
  if (v1['updatedAt'] !== undefined) v2++;
  for (const _v3 in v1) if (--v2 < 0) return false;
  return true;
}

function read10(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const v1 = value as Record<string, unknown>;
  let v2 = 0;
  const v4 = v1['_id'];
  if (v4 !== undefined) {
    v2++;
    if (typeof v4 !== 'string') return false;
  }
  const v5 = v1['vendorName'];
  if (v5 !== undefined) {
    v2++;
    if (typeof v5 !== 'string') return false;
  }
  const v6 = v1['vendorEmail'];
  if (v6 !== undefined) {
    v2++;
    if (typeof v6 !== 'string') return false;
  }
  const v7 = v1['vendorPhoneNumber'];
  if (v7 !== undefined) {
    v2++;
    if (typeof v7 !== 'string') return false;
  }
  const v8 = v1['vendorDate'];
  if (v8 !== undefined) {
    v2++;
    if (typeof v8 !== 'string' || !ISO_DATE.test(v8)) return false;
  }
  const v9 = v1['garageName'];
  if (v9 !== undefined) {
    v2++;
    if (typeof v9 !== 'string') return false;
  }
  const v10 = v1['imageUrl'];
  if (v10 !== undefined) {
    v2++;
    if (typeof v10 !== 'string') return false;
  }
  const v11 = v1['paymentData'];
  if (v11 !== undefined) {
    v2++;
    if (!read9(v11)) return false;
  }
  const v12 = v1['status'];
  if (v12 !== undefined) {
    v2++;
    if (typeof v12 !== 'boolean') return false;
  }
  if (v1['__v'] !== undefined) v2++;
  if (v1['id'] !== undefined) v2++;
  if (v1['createdAt'] !== undefined) v2++;
  if (v1['updatedAt'] !== undefined) v2++;
  for (const _v3 in v1) if (--v2 < 0) return false;
  return true;
}

function read11(value: unknown): boolean {
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
    if (!read10(v7)) return false;
  }
  const v8 = v1['totalCount'];
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

function read12(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const v1 = value as Record<string, unknown>;
  let v2 = 0;
  const v4 = v1['garageName'];
  if (v4 !== undefined) {
    v2++;
    if (typeof v4 !== 'string') return false;
  }
  const v5 = v1['currentPoints'];
  if (v5 !== undefined) {
    v2++;
    if (typeof v5 !== 'number' || !isFinite(v5)) return false;
  }
  const v6 = v1['utilizedCoins'];
  if (v6 !== undefined) {
    v2++;
    if (typeof v6 !== 'number' || !isFinite(v6)) return false;
  }
  const v7 = v1['TotalCoins'];
  if (v7 !== undefined) {
    v2++;
    if (typeof v7 !== 'number' || !isFinite(v7)) return false;
  }
  const v8 = v1['chooseDate'];
  if (v8 !== undefined) {
    v2++;
    if (typeof v8 !== 'string' || !ISO_DATE.test(v8)) return false;
  }
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
  if (!Array.isArray(v6)) return false;
  for (const v7 of v6) {
    if (!read12(v7)) return false;
  }
  const v8 = v1['totalCount'];
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

function read14(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const v1 = value as Record<string, unknown>;
  let v2 = 0;
  const v4 = v1['_id'];
  if (v4 !== undefined) {
    v2++;
    if (typeof v4 !== 'string') return false;
  }
  const v5 = v1['garageName'];
  if (v5 !== undefined) {
    v2++;
    if (typeof v5 !== 'string') return false;
  }
  const v6 = v1['partName'];
  if (v6 !== undefined) {
    v2++;
    if (typeof v6 !== 'string') return false;
  }
  const v7 = v1['brandName'];
  if (v7 !== undefined) {
    v2++;
    if (typeof v7 !== 'string') return false;
  }
  const v8 = v1['partNumber'];
  if (v8 !== undefined) {
    v2++;
    if (typeof v8 !== 'string') return false;
  }
  const v9 = v1['rackNumber'];
  if (v9 !== undefined) {
    v2++;
    if (typeof v9 !== 'string') return false;
  }
  const v10 = v1['vehicleType'];
  if (v10 !== undefined) {
    v2++;
    if (typeof v10 !== 'number' || !isFinite(v10)) return false;
  }
  const v11 = v1['sac_hsn'];
  if (v11 !== undefined) {
    v2++;
    if (typeof v11 !== 'string') return false;
  }
  const v12 = v1['minimumNumber'];
  if (v12 !== undefined) {
    v2++;
    if (typeof v12 !== 'number' || !isFinite(v12)) return false;
  }
  const v13 = v1['maximumNumber'];
  if (v13 !== undefined) {
    v2++;
    if (typeof v13 !== 'number' || !isFinite(v13)) return false;
  }
  const v14 = v1['quantity'];
  if (v14 !== undefined) {
    v2++;
    if (typeof v14 !== 'number' || !isFinite(v14)) return false;
  }
  const v15 = v1['rate'];
  if (v15 !== undefined) {
    v2++;
    if (typeof v15 !== 'number' || !isFinite(v15)) return false;
  }
  const v16 = v1['taxType'];
  if (v16 !== undefined) {
    v2++;
    if (typeof v16 !== 'string') return false;
  }
  const v17 = v1['subTotal'];
  if (v17 !== undefined) {
    v2++;
    if (typeof v17 !== 'number' || !isFinite(v17)) return false;
  }
  const v18 = v1['tax'];
  if (v18 !== undefined) {
    v2++;
    if (typeof v18 !== 'number' || !isFinite(v18)) return false;
  }
  const v19 = v1['discount'];
  if (v19 !== undefined) {
    v2++;
    if (typeof v19 !== 'number' || !isFinite(v19)) return false;
  }
  const v20 = v1['totalAmount'];
  if (v20 !== undefined) {
    v2++;
    if (typeof v20 !== 'number' || !isFinite(v20)) return false;
  }
  const v21 = v1['status'];
  if (v21 !== undefined) {
    v2++;
    if (typeof v21 !== 'boolean') return false;
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
  const v4 = v1['totalCount'];
  if (v4 === undefined) return false;
  v2++;
  if (typeof v4 !== 'number' || !isFinite(v4)) return false;
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
  const v4 = v1['parts'];
  if (v4 === undefined) return false;
  v2++;
  if (!Array.isArray(v4)) return false;
  for (const v5 of v4) {
    if (!read14(v5)) return false;
  }
  const v6 = v1['pagination'];
  if (v6 === undefined) return false;
  v2++;
  if (!read15(v6)) return false;
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
  const v4 = v1['nameAsPerBankAccount'];
  if (v4 !== undefined) {
    v2++;
    if (typeof v4 !== 'string') return false;
  }
  const v5 = v1['bankName'];
  if (v5 !== undefined) {
    v2++;
    if (typeof v5 !== 'string') return false;
  }
  const v6 = v1['branch'];
  if (v6 !== undefined) {
    v2++;
    if (typeof v6 !== 'string') return false;
  }
  const v7 = v1['ifscCode'];
  if (v7 !== undefined) {
    v2++;
    if (typeof v7 !== 'string') return false;
  }
  const v8 = v1['accountNumber'];
  if (v8 !== undefined) {
    v2++;
    if (typeof v8 !== 'string') return false;
  }
  const v9 = v1['startDate'];
  if (v9 !== undefined) {
    v2++;
    if (typeof v9 !== 'string' || !ISO_DATE.test(v9)) return false;
  }
  const v10 = v1['endDate'];
  if (v10 !== undefined) {
    v2++;
    if (typeof v10 !== 'string' || !ISO_DATE.test(v10)) return false;
  }
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
  let v2 = 0;
  const v4 = v1['id'];
  if (v4 !== undefined) {
    v2++;
    if (typeof v4 !== 'string') return false;
  }
  const v5 = v1['marketplaceId'];
  if (v5 !== undefined) {
    v2++;
    if (typeof v5 !== 'string') return false;
  }
  const v6 = v1['garageId'];
  if (v6 !== undefined) {
    v2++;
    if (typeof v6 !== 'string') return false;
  }
  const v7 = v1['garageName'];
  if (v7 !== undefined) {
    v2++;
    if (typeof v7 !== 'string') return false;
  }
  const v8 = v1['garagePhoneNumber'];
  if (v8 !== undefined) {
    v2++;
    if (typeof v8 !== 'string') return false;
  }
  const v9 = v1['total_Amount'];
  if (v9 !== undefined) {
    v2++;
    if (typeof v9 !== 'number' || !isFinite(v9)) return false;
  }
  const v10 = v1['date'];
  if (v10 !== undefined) {
    v2++;
    if (typeof v10 !== 'string' || !ISO_DATE.test(v10)) return false;
  }
  const v11 = v1['invoice'];
  if (v11 !== undefined) {
    v2++;
    if (typeof v11 !== 'string') return false;
  }
  const v12 = v1['bank'];
  if (v12 !== undefined) {
    v2++;
    if (!Array.isArray(v12)) return false;
    for (const v13 of v12) {
      if (!read18(v13)) return false;
    }
  }
  if (v1['__v'] !== undefined) v2++;
  if (v1['_id'] !== undefined) v2++;
  if (v1['createdAt'] !== undefined) v2++;
  if (v1['updatedAt'] !== undefined) v2++;
  for (const _v3 in v1) if (--v2 < 0) return false;
  return true;
}

function read20(value: unknown): boolean {
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
  const v6 = v1['detailedWallet'];
  if (v6 === undefined) return false;
  v2++;
  if (!Array.isArray(v6)) return false;
  for (const v7 of v6) {
    if (!read19(v7)) return false;
  }
  if (v1['__v'] !== undefined) v2++;
  if (v1['_id'] !== undefined) v2++;
  if (v1['id'] !== undefined) v2++;
  if (v1['createdAt'] !== undefined) v2++;
  if (v1['updatedAt'] !== undefined) v2++;
  for (const _v3 in v1) if (--v2 < 0) return false;
  return true;
}

function read21(value: unknown): boolean {
  if (typeof value !== 'boolean') return false;
  return true;
}

function read22(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const v1 = value as Record<string, unknown>;
  let v2 = 0;
  const v4 = v1['_id'];
  if (v4 !== undefined) {
    v2++;
    if (typeof v4 !== 'string') return false;
  }
  const v5 = v1['garageId'];
  if (v5 !== undefined) {
    v2++;
    if (typeof v5 !== 'string') return false;
  }
  const v6 = v1['garageName'];
  if (v6 !== undefined) {
    v2++;
    if (typeof v6 !== 'string') return false;
  }
  const v7 = v1['lastUpdated'];
  if (v7 !== undefined) {
    v2++;
    if (typeof v7 !== 'string' || !ISO_DATE.test(v7)) return false;
  }
  const v8 = v1['totalXlsDownloads'];
  if (v8 !== undefined) {
    v2++;
    if (typeof v8 !== 'number' || !isFinite(v8)) return false;
  }
  const v9 = v1['saleInvoice'];
  if (v9 !== undefined) {
    v2++;
    if (typeof v9 !== 'number' || !isFinite(v9)) return false;
  }
  const v10 = v1['purchaseInvoice'];
  if (v10 !== undefined) {
    v2++;
    if (typeof v10 !== 'number' || !isFinite(v10)) return false;
  }
  const v11 = v1['expenses'];
  if (v11 !== undefined) {
    v2++;
    if (typeof v11 !== 'number' || !isFinite(v11)) return false;
  }
  const v12 = v1['status'];
  if (v12 !== undefined) {
    v2++;
    if (!(read21(v12) || read2(v12))) return false;
  }
  if (v1['__v'] !== undefined) v2++;
  if (v1['id'] !== undefined) v2++;
  if (v1['createdAt'] !== undefined) v2++;
  if (v1['updatedAt'] !== undefined) v2++;
  for (const _v3 in v1) if (--v2 < 0) return false;
  return true;
}

function read23(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const v1 = value as Record<string, unknown>;
  let v2 = 0;
  const v4 = v1['responseData'];
  if (v4 === undefined) return false;
  v2++;
  if (!Array.isArray(v4)) return false;
  for (const v5 of v4) {
    if (!read22(v5)) return false;
  }
  if (v1['__v'] !== undefined) v2++;
  if (v1['_id'] !== undefined) v2++;
  if (v1['id'] !== undefined) v2++;
  if (v1['createdAt'] !== undefined) v2++;
  if (v1['updatedAt'] !== undefined) v2++;
  for (const _v3 in v1) if (--v2 < 0) return false;
  return true;
}

function read24(value: unknown): boolean {
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
  if (!read23(v6)) return false;
  const v7 = v1['totalCount'];
  if (v7 === undefined) return false;
  v2++;
  if (typeof v7 !== 'number' || !isFinite(v7)) return false;
  if (v1['__v'] !== undefined) v2++;
  if (v1['_id'] !== undefined) v2++;
  if (v1['id'] !== undefined) v2++;
  if (v1['createdAt'] !== undefined) v2++;
  if (v1['updatedAt'] !== undefined) v2++;
  for (const _v3 in v1) if (--v2 < 0) return false;
  return true;
}

function read25(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const v1 = value as Record<string, unknown>;
  let v2 = 0;
  const v4 = v1['ratingId'];
  if (v4 === undefined) return false;
  v2++;
  if (typeof v4 !== 'string') return false;
  const v5 = v1['description'];
  if (v5 !== undefined) {
    v2++;
    if (typeof v5 !== 'string') return false;
  }
  const v6 = v1['customerName'];
  if (v6 !== undefined) {
    v2++;
    if (typeof v6 !== 'string') return false;
  }
  if (v1['__v'] !== undefined) v2++;
  if (v1['_id'] !== undefined) v2++;
  if (v1['id'] !== undefined) v2++;
  if (v1['createdAt'] !== undefined) v2++;
  if (v1['updatedAt'] !== undefined) v2++;
  for (const _v3 in v1) if (--v2 < 0) return false;
  return true;
}

function read26(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const v1 = value as Record<string, unknown>;
  let v2 = 0;
  const v4 = v1['serviceName'];
  if (v4 !== undefined) {
    v2++;
    if (typeof v4 !== 'string') return false;
  }
  const v5 = v1['rating'];
  if (v5 !== undefined) {
    v2++;
    if (typeof v5 !== 'number' || !isFinite(v5)) return false;
  }
  const v6 = v1['ratingId'];
  if (v6 !== undefined) {
    v2++;
    if (typeof v6 !== 'string') return false;
  }
  if (v1['__v'] !== undefined) v2++;
  if (v1['_id'] !== undefined) v2++;
  if (v1['id'] !== undefined) v2++;
  if (v1['createdAt'] !== undefined) v2++;
  if (v1['updatedAt'] !== undefined) v2++;
  for (const _v3 in v1) if (--v2 < 0) return false;
  return true;
}

function read27(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const v1 = value as Record<string, unknown>;
  let v2 = 0;
  const v4 = v1['_id'];
  if (v4 !== undefined) {
    v2++;
    if (typeof v4 !== 'string') return false;
  }
  const v5 = v1['garageName'];
  if (v5 !== undefined) {
    v2++;
    if (typeof v5 !== 'string') return false;
  }
  const v6 = v1['customerName'];
  if (v6 !== undefined) {
    v2++;
    if (typeof v6 !== 'string') return false;
  }
  const v7 = v1['1star'];
  if (v7 !== undefined) {
    v2++;
    if (!Array.isArray(v7)) return false;
    for (const v8 of v7) {
      if (!read25(v8)) return false;
    }
  }
  const v9 = v1['2star'];
  if (v9 !== undefined) {
    v2++;
    if (!Array.isArray(v9)) return false;
    for (const v10 of v9) {
      if (!read25(v10)) return false;
    }
  }
  const v11 = v1['3star'];
  if (v11 !== undefined) {
    v2++;
    if (!Array.isArray(v11)) return false;
    for (const v12 of v11) {
      if (!read25(v12)) return false;
    }
  }
  const v13 = v1['4star'];
  if (v13 !== undefined) {
    v2++;
    if (!Array.isArray(v13)) return false;
    for (const v14 of v13) {
      if (!read25(v14)) return false;
    }
  }
  const v15 = v1['5star'];
  if (v15 !== undefined) {
    v2++;
    if (!Array.isArray(v15)) return false;
    for (const v16 of v15) {
      if (!read25(v16)) return false;
    }
  }
  const v17 = v1['serviceRatings'];
  if (v17 !== undefined) {
    v2++;
    if (!Array.isArray(v17)) return false;
    for (const v18 of v17) {
      if (!read26(v18)) return false;
    }
  }
  if (v1['__v'] !== undefined) v2++;
  if (v1['id'] !== undefined) v2++;
  if (v1['createdAt'] !== undefined) v2++;
  if (v1['updatedAt'] !== undefined) v2++;
  for (const _v3 in v1) if (--v2 < 0) return false;
  return true;
}

function read28(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const v1 = value as Record<string, unknown>;

  const v4 = v1['data'];
  if (v4 === undefined) return false;
  if (!Array.isArray(v4)) return false;
  for (const v5 of v4) {
    if (!read27(v5)) return false;
  }

  return true;
}

function read29(value: unknown): boolean {
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

function read30(value: unknown): boolean {
  if (!Array.isArray(value)) return false;
  for (const v1 of value) {
    if (typeof v1 !== 'string') return false;
  }
  return true;
}

function read31(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const v1 = value as Record<string, unknown>;
  let v2 = 0;
  const v4 = v1['_id'];
  if (v4 !== undefined) {
    v2++;
    if (typeof v4 !== 'string') return false;
  }
  const v5 = v1['Date'];
  if (v5 !== undefined) {
    v2++;
    if (typeof v5 !== 'string' || !ISO_DATE.test(v5)) return false;
  }
  const v6 = v1['garageName'];
  if (v6 !== undefined) {
    v2++;
    if (typeof v6 !== 'string') return false;
  }
  const v7 = v1['title'];
  if (v7 !== undefined) {
    v2++;
    if (typeof v7 !== 'string') return false;
  }
  const v8 = v1['Content'];
  if (v8 !== undefined) {
    v2++;
    if (typeof v8 !== 'string') return false;
  }
  const v9 = v1['Status_of_Business_Type'];
  if (v9 !== undefined) {
    v2++;
    if (typeof v9 !== 'string') return false;
  }
  const v10 = v1['Vehicle_Type'];
  if (v10 !== undefined) {
    v2++;
    if (!(read1(v10) || read2(v10))) return false;
  }
  const v11 = v1['state'];
  if (v11 !== undefined) {
    v2++;
    if (typeof v11 !== 'string') return false;
  }
  const v12 = v1['location'];
  if (v12 !== undefined) {
    v2++;
    if (!(read2(v12) || read30(v12))) return false;
  }
  const v13 = v1['Status'];
  if (v13 !== undefined) {
    v2++;
    if (typeof v13 !== 'boolean') return false;
  }
  const v14 = v1['Reads'];
  if (v14 !== undefined) {
    v2++;
    if (typeof v14 !== 'number' || !isFinite(v14)) return false;
  }
  const v15 = v1['Click'];
  if (v15 !== undefined) {
    v2++;
    if (typeof v15 !== 'number' || !isFinite(v15)) return false;
  }
  if (v1['__v'] !== undefined) v2++;
  if (v1['id'] !== undefined) v2++;
  if (v1['createdAt'] !== undefined) v2++;
  if (v1['updatedAt'] !== undefined) v2++;
  for (const _v3 in v1) if (--v2 < 0) return false;
  return true;
}

function read32(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const v1 = value as Record<string, unknown>;
  let v2 = 0;
  const v4 = v1['responseData'];
  if (v4 === undefined) return false;
  v2++;
  if (!Array.isArray(v4)) return false;
  for (const v5 of v4) {
    if (!read31(v5)) return false;
  }
  if (v1['__v'] !== undefined) v2++;
  if (v1['_id'] !== undefined) v2++;
  if (v1['id'] !== undefined) v2++;
  if (v1['createdAt'] !== undefined) v2++;
  if (v1['updatedAt'] !== undefined) v2++;
  for (const _v3 in v1) if (--v2 < 0) return false;
  return true;
}

function read33(value: unknown): boolean {
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
  if (!read32(v6)) return false;
  const v7 = v1['totalCount'];
  if (v7 !== undefined) {
    v2++;
    if (typeof v7 !== 'number' || !isFinite(v7)) return false;
  }
  if (v1['__v'] !== undefined) v2++;
  if (v1['_id'] !== undefined) v2++;
  if (v1['id'] !== undefined) v2++;
  if (v1['createdAt'] !== undefined) v2++;
  if (v1['updatedAt'] !== undefined) v2++;
  for (const _v3 in v1) if (--v2 < 0) return false;
  return true;
}

export const strict: StrictReadings = {
  'POST /adminSaleInvoiceList': { answer: read4, rowsAt: 'data', row: read3 },
  'POST /adminPurchaseInvoiceList': { answer: read6, rowsAt: 'data', row: read5 },
  'POST /listOfAllJobcards': { answer: read8, rowsAt: 'data', row: read7 },
  'POST /listOfvendors': { answer: read11, rowsAt: 'data', row: read10 },
  'POST /listOfRewardPoints': { answer: read13, rowsAt: 'data', row: read12 },
  'POST /getListOfInventory': { answer: read17, rowsAt: 'data.parts', row: read14 },
  'GET /sales': { answer: read20, rowsAt: 'detailedWallet', row: read19 },
  'POST /xlsTracking': { answer: read24, rowsAt: 'data.responseData', row: read22 },
  'POST /ratingsAndReviewsForGarages': { answer: read28, rowsAt: 'data', row: read27 },
  'DELETE /deleteRaating': { answer: read29 },
  'POST /listOfPushNotifications': { answer: read33, rowsAt: 'data.responseData', row: read31 },
  'POST /addPushNotification': { answer: read29 },
};

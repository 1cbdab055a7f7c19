/**
 * The strict reading of the answers of staff.ts, written out by `npm run contract:strict`; do not edit.
 * See strictSource.ts and docs/contract.md.
 */
import type { StrictReadings } from '../kit';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

function read1(value: unknown): boolean {
  if (typeof value !== 'boolean') return false;
  return true;
}

function read2(value: unknown): boolean {
  if (value !== 'Expired') return false;
  return true;
}

function read3(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const v1 = value as Record<string, unknown>;
  let v2 = 0;
  const v4 = v1['_id'];
  if (v4 === undefined) return false;
  v2++;
  if (typeof v4 !== 'string') return false;
  const v5 = v1['promoCode'];
  if (v5 !== undefined) {
    v2++;
    if (typeof v5 !== 'string') return false;
  }
  const v6 = v1['promoCodeType'];
  if (v6 !== undefined) {
    v2++;
    if (v6 !== 'discount' && v6 !== 'value') return false;
  }
  const v7 = v1['promoCodeValue'];
  if (v7 !== undefined) {
    v2++;
    if (typeof v7 !== 'number' || !isFinite(v7)) return false;
  }
  const v8 = v1['startDate'];
  if (v8 !== undefined) {
    v2++;
    if (typeof v8 !== 'string' || !ISO_DATE.test(v8)) return false;
  }
  const v9 = v1['expiryDate'];
  if (v9 !== undefined) {
    v2++;
    if (typeof v9 !== 'string' || !ISO_DATE.test(v9)) return false;
  }
  const v10 = v1['status'];
  if (v10 !== undefined) {
    v2++;
    if (!(read1(v10) || read2(v10))) return false;
  }
  const v11 = v1['createdAt'];
  if (v11 !== undefined) {
    v2++;
    if (typeof v11 !== 'string' || !ISO_DATE.test(v11)) return false;
  }
  if (v1['__v'] !== undefined) v2++;
  if (v1['id'] !== undefined) v2++;
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
  const v6 = v1['promoCodes'];
  if (v6 === undefined) return false;
  v2++;
  if (!Array.isArray(v6)) return false;
  for (const v7 of v6) {
    if (!read3(v7)) return false;
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

function read6(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const v1 = value as Record<string, unknown>;
  let v2 = 0;
  const v4 = v1['id'];
  if (v4 === undefined) return false;
  v2++;
  if (typeof v4 !== 'string') return false;
  const v5 = v1['name'];
  if (v5 !== undefined) {
    v2++;
    if (typeof v5 !== 'string') return false;
  }
  const v6 = v1['email'];
  if (v6 !== undefined) {
    v2++;
    if (typeof v6 !== 'string') return false;
  }
  const v7 = v1['userId'];
  if (v7 !== undefined) {
    v2++;
    if (typeof v7 !== 'string') return false;
  }
  const v8 = v1['role'];
  if (v8 !== undefined) {
    v2++;
    if (typeof v8 !== 'string') return false;
  }
  const v9 = v1['roleId'];
  if (v9 !== undefined) {
    v2++;
    if (typeof v9 !== 'string') return false;
  }
  const v10 = v1['status'];
  if (v10 !== undefined) {
    v2++;
    if (typeof v10 !== 'boolean') return false;
  }
  const v11 = v1['createdAt'];
  if (v11 !== undefined) {
    v2++;
    if (typeof v11 !== 'string' || !ISO_DATE.test(v11)) return false;
  }
  const v12 = v1['registationDate'];
  if (v12 !== undefined) {
    v2++;
    if (typeof v12 !== 'string' || !ISO_DATE.test(v12)) return false;
  }
  if (v1['__v'] !== undefined) v2++;
  if (v1['_id'] !== undefined) v2++;
  if (v1['updatedAt'] !== undefined) v2++;
  for (const _v3 in v1) if (--v2 < 0) return false;
  return true;
}

function read7(value: unknown): boolean {
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
  const v6 = v1['subadmins'];
  if (v6 === undefined) return false;
  v2++;
  if (!Array.isArray(v6)) return false;
  for (const v7 of v6) {
    if (!read6(v7)) return false;
  }
  if (v1['__v'] !== undefined) v2++;
  if (v1['_id'] !== undefined) v2++;
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
  const v4 = v1['privilegesType'];
  if (v4 === undefined) return false;
  v2++;
  if (v4 !== 'Read') return false;
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
  const v4 = v1['featureId'];
  if (v4 === undefined) return false;
  v2++;
  if (typeof v4 !== 'string') return false;
  const v5 = v1['featureName'];
  if (v5 !== undefined) {
    v2++;
    if (typeof v5 !== 'string') return false;
  }
  const v6 = v1['source'];
  if (v6 !== undefined) {
    v2++;
    if (typeof v6 !== 'string') return false;
  }
  const v7 = v1['checked'];
  if (v7 !== undefined) {
    v2++;
    if (typeof v7 !== 'boolean') return false;
  }
  const v8 = v1['status'];
  if (v8 !== undefined) {
    v2++;
    if (typeof v8 !== 'boolean') return false;
  }
  const v9 = v1['privileges'];
  if (v9 !== undefined) {
    v2++;
    if (!Array.isArray(v9)) return false;
    for (const v10 of v9) {
      if (!read8(v10)) return false;
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

function read10(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const v1 = value as Record<string, unknown>;
  let v2 = 0;
  const v4 = v1['_id'];
  if (v4 === undefined) return false;
  v2++;
  if (typeof v4 !== 'string') return false;
  const v5 = v1['roleName'];
  if (v5 !== undefined) {
    v2++;
    if (typeof v5 !== 'string') return false;
  }
  const v6 = v1['source'];
  if (v6 !== undefined) {
    v2++;
    if (typeof v6 !== 'string') return false;
  }
  const v7 = v1['status'];
  if (v7 !== undefined) {
    v2++;
    if (typeof v7 !== 'boolean') return false;
  }
  const v8 = v1['createdAt'];
  if (v8 !== undefined) {
    v2++;
    if (typeof v8 !== 'string' || !ISO_DATE.test(v8)) return false;
  }
  const v9 = v1['roleId'];
  if (v9 !== undefined) {
    v2++;
    if (typeof v9 !== 'string') return false;
  }
  const v10 = v1['features'];
  if (v10 !== undefined) {
    v2++;
    if (!Array.isArray(v10)) return false;
    for (const v11 of v10) {
      if (!read9(v11)) return false;
    }
  }
  if (v1['__v'] !== undefined) v2++;
  if (v1['id'] !== undefined) v2++;
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
  const v4 = v1['_id'];
  if (v4 !== undefined) {
    v2++;
    if (typeof v4 !== 'string') return false;
  }
  const v5 = v1['roleName'];
  if (v5 !== undefined) {
    v2++;
    if (typeof v5 !== 'string') return false;
  }
  const v6 = v1['source'];
  if (v6 !== undefined) {
    v2++;
    if (typeof v6 !== 'string') return false;
  }
  const v7 = v1['status'];
  if (v7 !== undefined) {
    v2++;
    if (typeof v7 !== 'boolean') return false;
  }
  const v8 = v1['createdAt'];
  if (v8 !== undefined) {
    v2++;
    if (typeof v8 !== 'string' || !ISO_DATE.test(v8)) return false;
  }
  const v9 = v1['roleId'];
  if (v9 !== undefined) {
    v2++;
    if (typeof v9 !== 'string') return false;
  }
  const v10 = v1['features'];
  if (v10 === undefined) return false;
  v2++;
  if (!Array.isArray(v10)) return false;
  for (const v11 of v10) {
    if (!read9(v11)) return false;
  }
  if (v1['__v'] !== undefined) v2++;
  if (v1['id'] !== undefined) v2++;
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
  if (!read12(v6)) return false;
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
  if (v4 === undefined) return false;
  v2++;
  if (typeof v4 !== 'string') return false;
  const v5 = v1['featureName'];
  if (v5 !== undefined) {
    v2++;
    if (typeof v5 !== 'string') return false;
  }
  const v6 = v1['endPoint'];
  if (v6 !== undefined) {
    v2++;
    if (typeof v6 !== 'string') return false;
  }
  const v7 = v1['source'];
  if (v7 !== undefined) {
    v2++;
    if (typeof v7 !== 'string') return false;
  }
  const v8 = v1['icon'];
  if (v8 !== undefined) {
    v2++;
    if (typeof v8 !== 'string') return false;
  }
  const v9 = v1['status'];
  if (v9 !== undefined) {
    v2++;
    if (typeof v9 !== 'boolean') return false;
  }
  const v10 = v1['startDate'];
  if (v10 !== undefined) {
    v2++;
    if (typeof v10 !== 'string' || !ISO_DATE.test(v10)) return false;
  }
  const v11 = v1['expiryDate'];
  if (v11 !== undefined) {
    v2++;
    if (typeof v11 !== 'string' || !ISO_DATE.test(v11)) return false;
  }
  const v12 = v1['createdAt'];
  if (v12 !== undefined) {
    v2++;
    if (typeof v12 !== 'string' || !ISO_DATE.test(v12)) return false;
  }
  const v13 = v1['privileges'];
  if (v13 !== undefined) {
    v2++;
    if (!Array.isArray(v13)) return false;
    for (const v14 of v13) {
      if (!read8(v14)) return false;
    }
  }
  if (v1['__v'] !== undefined) v2++;
  if (v1['id'] !== undefined) v2++;
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
  if (!Array.isArray(v6)) return false;
  for (const v7 of v6) {
    if (!read14(v7)) return false;
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
  'GET /promoCodeList': { answer: read4, rowsAt: 'promoCodes', row: read3 },
  'POST /addPromoCode': { answer: read5 },
  'PUT /updatePromoCode': { answer: read5 },
  'PUT /editpromoCode': { answer: read5 },
  'GET /subAdmin': { answer: read7, rowsAt: 'subadmins', row: read6 },
  'POST /subAdmin': { answer: read5 },
  'PUT /subAdmin': { answer: read5 },
  'PUT /subAdmin/changeStatus': { answer: read5 },
  'GET /adminRoles': { answer: read11, rowsAt: 'data', row: read10 },
  'POST /singleAdminRole': { answer: read13 },
  'POST /adminRoles': { answer: read5 },
  'PUT /adminRoles': { answer: read5 },
  'PUT /adminRoles/changeStatus': { answer: read5 },
  'GET /adminFeatures': { answer: read15, rowsAt: 'data', row: read14 },
  'POST /adminFeatures': { answer: read5 },
  'PUT /adminFeatures': { answer: read5 },
  'PUT /adminFeatures/changeStatus': { answer: read5 },
};

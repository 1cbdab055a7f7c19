/**
 * The strict reading of the answers of access.ts, written out by `npm run contract:strict`; do not edit.
 * See strictSource.ts and docs/contract.md.
 */
import type { StrictReadings } from '../kit';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

function read1(value: unknown): boolean {
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
  const v6 = v1['token'];
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

function read2(value: unknown): boolean {
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

function read3(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const v1 = value as Record<string, unknown>;
  let v2 = 0;
  const v4 = v1['_id'];
  if (v4 !== undefined) {
    v2++;
    if (typeof v4 !== 'string') return false;
  }
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
      if (!read2(v14)) return false;
    }
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
  const v4 = v1['role'];
  if (v4 !== undefined) {
    v2++;
    if (typeof v4 !== 'string') return false;
  }
  const v5 = v1['features'];
  if (v5 !== undefined) {
    v2++;
    if (!Array.isArray(v5)) return false;
    for (const v6 of v5) {
      if (!read3(v6)) return false;
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
  if (!read4(v6)) return false;
  if (v1['__v'] !== undefined) v2++;
  if (v1['_id'] !== undefined) v2++;
  if (v1['id'] !== undefined) v2++;
  if (v1['createdAt'] !== undefined) v2++;
  if (v1['updatedAt'] !== undefined) v2++;
  for (const _v3 in v1) if (--v2 < 0) return false;
  return true;
}

export const strict: StrictReadings = {
  'POST /adminSignIn': { answer: read1 },
  'GET /admin_{product}_dashboard': { answer: read5 },
};

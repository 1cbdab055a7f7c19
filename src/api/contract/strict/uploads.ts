/**
 * The strict reading of the answers of uploads.ts, written out by `npm run contract:strict`; do not edit.
 * See strictSource.ts and docs/contract.md.
 */
import type { StrictReadings } from '../kit';

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
  const v6 = v1['imagePath1'];
  if (v6 === undefined) return false;
  v2++;
  if (typeof v6 !== 'string') return false;
  if (v1['__v'] !== undefined) v2++;
  if (v1['_id'] !== undefined) v2++;
  if (v1['id'] !== undefined) v2++;
  if (v1['createdAt'] !== undefined) v2++;
  if (v1['updatedAt'] !== undefined) v2++;
  for (const _v3 in v1) if (--v2 < 0) return false;
  return true;
}

export const strict: StrictReadings = {
  'POST /uploadImage': { answer: read1 },
};

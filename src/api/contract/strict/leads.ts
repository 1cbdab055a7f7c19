/**
 * The strict reading of the answers of leads.ts, written out by `npm run contract:strict`; do not edit.
 * See strictSource.ts and docs/contract.md.
 */
import type { StrictReadings } from '../kit';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

function read1(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const v1 = value as Record<string, unknown>;
  let v2 = 0;
  const v4 = v1['name'];
  if (v4 !== undefined) {
    v2++;
    if (typeof v4 !== 'string') return false;
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
    if (!read1(v7)) return false;
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
  const v4 = v1['name'];
  if (v4 !== undefined) {
    v2++;
    if (typeof v4 !== 'string') return false;
  }
  const v5 = v1['phone'];
  if (v5 !== undefined) {
    v2++;
    if (typeof v5 !== 'string') return false;
  }
  const v6 = v1['email'];
  if (v6 !== undefined) {
    v2++;
    if (typeof v6 !== 'string') return false;
  }
  const v7 = v1['location'];
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

function read5(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const v1 = value as Record<string, unknown>;
  let v2 = 0;
  const v4 = v1['brand'];
  if (v4 !== undefined) {
    v2++;
    if (typeof v4 !== 'string') return false;
  }
  const v5 = v1['model'];
  if (v5 !== undefined) {
    v2++;
    if (typeof v5 !== 'string') return false;
  }
  const v6 = v1['fuelType'];
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

function read6(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  return true;
}

function read7(value: unknown): boolean {
  if (typeof value !== 'boolean') return false;
  return true;
}

function read8(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const v1 = value as Record<string, unknown>;
  let v2 = 0;
  const v4 = v1['id'];
  if (v4 !== undefined) {
    v2++;
    if (typeof v4 !== 'string') return false;
  }
  const v5 = v1['customer'];
  if (v5 !== undefined) {
    v2++;
    if (!read4(v5)) return false;
  }
  const v6 = v1['vehicle'];
  if (v6 !== undefined) {
    v2++;
    if (!read5(v6)) return false;
  }
  const v7 = v1['description'];
  if (v7 !== undefined) {
    v2++;
    if (typeof v7 !== 'string') return false;
  }
  const v8 = v1['serviceName'];
  if (v8 !== undefined) {
    v2++;
    if (typeof v8 !== 'string') return false;
  }
  const v9 = v1['garageName'];
  if (v9 !== undefined) {
    v2++;
    if (typeof v9 !== 'string') return false;
  }
  const v10 = v1['garageCity'];
  if (v10 !== undefined) {
    v2++;
    if (typeof v10 !== 'string') return false;
  }
  const v11 = v1['date'];
  if (v11 !== undefined) {
    v2++;
    if (typeof v11 !== 'string' || !ISO_DATE.test(v11)) return false;
  }
  const v12 = v1['source'];
  if (v12 !== undefined) {
    v2++;
    if (typeof v12 !== 'string') return false;
  }
  const v13 = v1['status'];
  if (v13 !== undefined) {
    v2++;
    if (typeof v13 !== 'string') return false;
  }
  const v14 = v1['coinStatus'];
  if (v14 !== undefined) {
    v2++;
    if (!(read6(v14) || read7(v14))) return false;
  }
  const v15 = v1['garageCoins'];
  if (v15 !== undefined) {
    v2++;
    if (typeof v15 !== 'number' || !isFinite(v15)) return false;
  }
  if (v1['__v'] !== undefined) v2++;
  if (v1['_id'] !== undefined) v2++;
  if (v1['createdAt'] !== undefined) v2++;
  if (v1['updatedAt'] !== undefined) v2++;
  for (const _v3 in v1) if (--v2 < 0) return false;
  return true;
}

function read9(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const v1 = value as Record<string, unknown>;
  let v2 = 0;
  const v4 = v1['leadsWithDetails'];
  if (v4 === undefined) return false;
  v2++;
  if (!Array.isArray(v4)) return false;
  for (const v5 of v4) {
    if (!read8(v5)) return false;
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
  if (!read9(v6)) return false;
  if (v1['__v'] !== undefined) v2++;
  if (v1['_id'] !== undefined) v2++;
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
  const v4 = v1['totalRecords'];
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

function read12(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const v1 = value as Record<string, unknown>;
  let v2 = 0;
  const v4 = v1['leadsWithDetails'];
  if (v4 === undefined) return false;
  v2++;
  if (!Array.isArray(v4)) return false;
  for (const v5 of v4) {
    if (!read8(v5)) return false;
  }
  const v6 = v1['pagination'];
  if (v6 === undefined) return false;
  v2++;
  if (!read11(v6)) return false;
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
  if (v4 !== undefined) {
    v2++;
    if (typeof v4 !== 'string') return false;
  }
  const v5 = v1['garageId'];
  if (v5 !== undefined) {
    v2++;
    if (typeof v5 !== 'string') return false;
  }
  const v6 = v1['id'];
  if (v6 !== undefined) {
    v2++;
    if (typeof v6 !== 'string') return false;
  }
  const v7 = v1['garageName'];
  if (v7 !== undefined) {
    v2++;
    if (typeof v7 !== 'string') return false;
  }
  const v8 = v1['garageOwnerName'];
  if (v8 !== undefined) {
    v2++;
    if (typeof v8 !== 'string') return false;
  }
  const v9 = v1['phoneNumber'];
  if (v9 !== undefined) {
    v2++;
    if (typeof v9 !== 'string') return false;
  }
  const v10 = v1['city'];
  if (v10 !== undefined) {
    v2++;
    if (typeof v10 !== 'string') return false;
  }
  if (v1['__v'] !== undefined) v2++;
  if (v1['createdAt'] !== undefined) v2++;
  if (v1['updatedAt'] !== undefined) v2++;
  for (const _v3 in v1) if (--v2 < 0) return false;
  return true;
}

function read15(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const v1 = value as Record<string, unknown>;
  let v2 = 0;
  const v4 = v1['garages'];
  if (v4 === undefined) return false;
  v2++;
  if (!Array.isArray(v4)) return false;
  for (const v5 of v4) {
    if (!read14(v5)) return false;
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
  const v4 = v1['brand'];
  if (v4 !== undefined) {
    v2++;
    if (typeof v4 !== 'string') return false;
  }
  const v5 = v1['model'];
  if (v5 !== undefined) {
    v2++;
    if (typeof v5 !== 'string') return false;
  }
  const v6 = v1['vehicleType'];
  if (v6 !== undefined) {
    v2++;
    if (typeof v6 !== 'number' || !isFinite(v6)) return false;
  }
  const v7 = v1['fuelType'];
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

function read18(value: unknown): boolean {
  if (typeof value !== 'number' || !isFinite(value)) return false;
  return true;
}

function read19(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const v1 = value as Record<string, unknown>;
  let v2 = 0;
  const v4 = v1['garageName'];
  if (v4 === undefined) return false;
  v2++;
  if (typeof v4 !== 'string') return false;
  const v5 = v1['date'];
  if (v5 !== undefined) {
    v2++;
    if (typeof v5 !== 'string' || !ISO_DATE.test(v5)) return false;
  }
  if (v1['__v'] !== undefined) v2++;
  if (v1['_id'] !== undefined) v2++;
  if (v1['id'] !== undefined) v2++;
  if (v1['createdAt'] !== undefined) v2++;
  if (v1['updatedAt'] !== undefined) v2++;
  for (const _v3 in v1) if (--v2 < 0) return false;
  return true;
}

function read20(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const v1 = value as Record<string, unknown>;
  let v2 = 0;
  const v4 = v1['_id'];
  if (v4 !== undefined) {
    v2++;
    if (typeof v4 !== 'string') return false;
  }
  const v5 = v1['createdAt'];
  if (v5 !== undefined) {
    v2++;
    if (v5 !== undefined) {
      if (typeof v5 !== 'string' || !ISO_DATE.test(v5)) return false;
    }
  }
  const v6 = v1['customer'];
  if (v6 !== undefined) {
    v2++;
    if (v6 !== undefined) {
      if (!read4(v6)) return false;
    }
  }
  const v7 = v1['description'];
  if (v7 !== undefined) {
    v2++;
    if (v7 !== undefined) {
      if (typeof v7 !== 'string') return false;
    }
  }
  const v8 = v1['vehicle'];
  if (v8 !== undefined) {
    v2++;
    if (v8 !== undefined) {
      if (!read17(v8)) return false;
    }
  }
  const v9 = v1['source'];
  if (v9 !== undefined) {
    v2++;
    if (v9 !== undefined) {
      if (typeof v9 !== 'string') return false;
    }
  }
  const v10 = v1['address'];
  if (v10 !== undefined) {
    v2++;
    if (v10 !== undefined) {
      if (typeof v10 !== 'string') return false;
    }
  }
  const v11 = v1['customerName'];
  if (v11 !== undefined) {
    v2++;
    if (v11 !== undefined) {
      if (typeof v11 !== 'string') return false;
    }
  }
  const v12 = v1['customerImage'];
  if (v12 !== undefined) {
    v2++;
    if (v12 !== undefined) {
      if (typeof v12 !== 'string') return false;
    }
  }
  const v13 = v1['phoneNumber'];
  if (v13 !== undefined) {
    v2++;
    if (v13 !== undefined) {
      if (typeof v13 !== 'string') return false;
    }
  }
  const v14 = v1['email'];
  if (v14 !== undefined) {
    v2++;
    if (v14 !== undefined) {
      if (typeof v14 !== 'string') return false;
    }
  }
  const v15 = v1['dateOfBirth'];
  if (v15 !== undefined) {
    v2++;
    if (v15 !== undefined) {
      if (typeof v15 !== 'string' || !ISO_DATE.test(v15)) return false;
    }
  }
  const v16 = v1['city'];
  if (v16 !== undefined) {
    v2++;
    if (v16 !== undefined) {
      if (typeof v16 !== 'string') return false;
    }
  }
  const v17 = v1['vehicleType'];
  if (v17 !== undefined) {
    v2++;
    if (v17 !== undefined) {
      if (v17 !== 1 && v17 !== 2 && v17 !== 3) return false;
    }
  }
  const v18 = v1['vehicleNumber'];
  if (v18 !== undefined) {
    v2++;
    if (v18 !== undefined) {
      if (typeof v18 !== 'string') return false;
    }
  }
  const v19 = v1['brand'];
  if (v19 !== undefined) {
    v2++;
    if (v19 !== undefined) {
      if (typeof v19 !== 'string') return false;
    }
  }
  const v20 = v1['model'];
  if (v20 !== undefined) {
    v2++;
    if (v20 !== undefined) {
      if (typeof v20 !== 'string') return false;
    }
  }
  const v21 = v1['variant'];
  if (v21 !== undefined) {
    v2++;
    if (v21 !== undefined) {
      if (typeof v21 !== 'string') return false;
    }
  }
  const v22 = v1['fuelType'];
  if (v22 !== undefined) {
    v2++;
    if (v22 !== undefined) {
      if (typeof v22 !== 'string') return false;
    }
  }
  const v23 = v1['year'];
  if (v23 !== undefined) {
    v2++;
    if (v23 !== undefined) {
      if (!(read18(v23) || read6(v23))) return false;
    }
  }
  const v24 = v1['chassisNumber'];
  if (v24 !== undefined) {
    v2++;
    if (v24 !== undefined) {
      if (typeof v24 !== 'string') return false;
    }
  }
  const v25 = v1['companyName'];
  if (v25 !== undefined) {
    v2++;
    if (v25 !== undefined) {
      if (typeof v25 !== 'string') return false;
    }
  }
  const v26 = v1['insuranceNumber'];
  if (v26 !== undefined) {
    v2++;
    if (v26 !== undefined) {
      if (typeof v26 !== 'string') return false;
    }
  }
  const v27 = v1['expiryDate'];
  if (v27 !== undefined) {
    v2++;
    if (v27 !== undefined) {
      if (typeof v27 !== 'string' || !ISO_DATE.test(v27)) return false;
    }
  }
  const v28 = v1['date'];
  if (v28 !== undefined) {
    v2++;
    if (v28 !== undefined) {
      if (typeof v28 !== 'string' || !ISO_DATE.test(v28)) return false;
    }
  }
  const v29 = v1['formattedDate'];
  if (v29 !== undefined) {
    v2++;
    if (v29 !== undefined) {
      if (typeof v29 !== 'string') return false;
    }
  }
  const v30 = v1['serviceBookings'];
  if (v30 !== undefined) {
    v2++;
    if (v30 !== undefined) {
      if (!Array.isArray(v30)) return false;
      for (const v31 of v30) {
        if (!read19(v31)) return false;
      }
    }
  }
  if (v1['__v'] !== undefined) v2++;
  if (v1['id'] !== undefined) v2++;
  if (v1['updatedAt'] !== undefined) v2++;
  for (const _v3 in v1) if (--v2 < 0) return false;
  return true;
}

function read21(value: unknown): boolean {
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
    if (!read20(v7)) return false;
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
  'POST /get_service_list': { answer: read2, rowsAt: 'data', row: read1 },
  'POST /get_model_list': { answer: read2, rowsAt: 'data', row: read1 },
  'POST /lead/createLeadData': { answer: read3 },
  'POST /lead/getLeadDataList': { answer: read10, rowsAt: 'data.leadsWithDetails', row: read8 },
  'POST /lead/listOfAdminLeads': { answer: read13, rowsAt: 'data.leadsWithDetails', row: read8 },
  'POST /lead/searchGarage': { answer: read16, rowsAt: 'data.garages', row: read14 },
  'POST /lead/generateLeads': { answer: read3 },
  'GET /customerManagement': { answer: read21, rowsAt: 'data', row: read20 },
};

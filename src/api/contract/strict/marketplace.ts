/**
 * The strict reading of the answers of marketplace.ts, written out by `npm run contract:strict`; do not edit.
 * See strictSource.ts and docs/contract.md.
 */
import type { StrictReadings } from '../kit';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

function read1(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const v1 = value as Record<string, unknown>;
  let v2 = 0;
  const v4 = v1['type'];
  if (v4 !== undefined) {
    v2++;
    if (v4 !== 'Point') return false;
  }
  const v5 = v1['coordinates'];
  if (v5 === undefined) return false;
  v2++;
  if (!Array.isArray(v5)) return false;
  for (const v6 of v5) {
    if (typeof v6 !== 'number' || !isFinite(v6)) return false;
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
  const v4 = v1['serviceName'];
  if (v4 !== undefined) {
    v2++;
    if (typeof v4 !== 'string') return false;
  }
  const v5 = v1['adminServiceId'];
  if (v5 !== undefined) {
    v2++;
    if (typeof v5 !== 'string') return false;
  }
  const v6 = v1['serviceId'];
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

function read3(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const v1 = value as Record<string, unknown>;
  let v2 = 0;
  const v4 = v1['categoryId'];
  if (v4 !== undefined) {
    v2++;
    if (typeof v4 !== 'string') return false;
  }
  const v5 = v1['categoryName'];
  if (v5 !== undefined) {
    v2++;
    if (typeof v5 !== 'string') return false;
  }
  const v6 = v1['services'];
  if (v6 !== undefined) {
    v2++;
    if (!Array.isArray(v6)) return false;
    for (const v7 of v6) {
      if (!read2(v7)) return false;
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
  const v4 = v1['image'];
  if (v4 !== undefined) {
    v2++;
    if (typeof v4 !== 'string') return false;
  }
  const v5 = v1['alt'];
  if (v5 !== undefined) {
    v2++;
    if (typeof v5 !== 'string') return false;
  }
  const v6 = v1['isApproved'];
  if (v6 !== undefined) {
    v2++;
    if (v6 !== 'none' && v6 !== 'approved' && v6 !== 'rejected') return false;
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
  if (v1['__v'] !== undefined) v2++;
  if (v1['_id'] !== undefined) v2++;
  if (v1['id'] !== undefined) v2++;
  if (v1['createdAt'] !== undefined) v2++;
  if (v1['updatedAt'] !== undefined) v2++;
  for (const _v3 in v1) if (--v2 < 0) return false;
  return true;
}

function read6(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const v1 = value as Record<string, unknown>;
  let v2 = 0;
  const v4 = v1['socialMediaName'];
  if (v4 !== undefined) {
    v2++;
    if (typeof v4 !== 'string') return false;
  }
  const v5 = v1['link'];
  if (v5 !== undefined) {
    v2++;
    if (typeof v5 !== 'string') return false;
  }
  const v6 = v1['logo'];
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

function read7(value: unknown): boolean {
  if (typeof value !== 'boolean') return false;
  return true;
}

function read8(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  return true;
}

function read9(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const v1 = value as Record<string, unknown>;
  let v2 = 0;
  const v4 = v1['Day'];
  if (v4 !== undefined) {
    v2++;
    if (typeof v4 !== 'string') return false;
  }
  const v5 = v1['DayStatus'];
  if (v5 !== undefined) {
    v2++;
    if (!(read7(v5) || read8(v5))) return false;
  }
  const v6 = v1['StartTime'];
  if (v6 !== undefined) {
    v2++;
    if (typeof v6 !== 'string') return false;
  }
  const v7 = v1['EndTime'];
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

function read10(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const v1 = value as Record<string, unknown>;
  let v2 = 0;
  const v4 = v1['name'];
  if (v4 === undefined) return false;
  v2++;
  if (typeof v4 !== 'string') return false;
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
  const v6 = v1['marketplaceId'];
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
  const v9 = v1['email'];
  if (v9 !== undefined) {
    v2++;
    if (typeof v9 !== 'string') return false;
  }
  const v10 = v1['phoneNumber'];
  if (v10 !== undefined) {
    v2++;
    if (typeof v10 !== 'string') return false;
  }
  const v11 = v1['address'];
  if (v11 !== undefined) {
    v2++;
    if (typeof v11 !== 'string') return false;
  }
  const v12 = v1['state'];
  if (v12 !== undefined) {
    v2++;
    if (typeof v12 !== 'string') return false;
  }
  const v13 = v1['city'];
  if (v13 !== undefined) {
    v2++;
    if (typeof v13 !== 'string') return false;
  }
  const v14 = v1['area'];
  if (v14 !== undefined) {
    v2++;
    if (typeof v14 !== 'string') return false;
  }
  const v15 = v1['mapState'];
  if (v15 !== undefined) {
    v2++;
    if (typeof v15 !== 'string') return false;
  }
  const v16 = v1['mapCity'];
  if (v16 !== undefined) {
    v2++;
    if (typeof v16 !== 'string') return false;
  }
  const v17 = v1['pancardNumber'];
  if (v17 !== undefined) {
    v2++;
    if (typeof v17 !== 'string') return false;
  }
  const v18 = v1['gstNumber'];
  if (v18 !== undefined) {
    v2++;
    if (typeof v18 !== 'string') return false;
  }
  const v19 = v1['gstIn'];
  if (v19 !== undefined) {
    v2++;
    if (typeof v19 !== 'string') return false;
  }
  const v20 = v1['businessType'];
  if (v20 !== undefined) {
    v2++;
    if (typeof v20 !== 'string') return false;
  }
  const v21 = v1['bussinessType'];
  if (v21 !== undefined) {
    v2++;
    if (typeof v21 !== 'string') return false;
  }
  const v22 = v1['urlLink'];
  if (v22 !== undefined) {
    v2++;
    if (typeof v22 !== 'string') return false;
  }
  const v23 = v1['aboutGarage'];
  if (v23 !== undefined) {
    v2++;
    if (typeof v23 !== 'string') return false;
  }
  const v24 = v1['garageType'];
  if (v24 !== undefined) {
    v2++;
    if (v24 !== 1 && v24 !== 2 && v24 !== 3) return false;
  }
  const v25 = v1['status'];
  if (v25 !== undefined) {
    v2++;
    if (typeof v25 !== 'boolean') return false;
  }
  const v26 = v1['accountStatus'];
  if (v26 !== undefined) {
    v2++;
    if (typeof v26 !== 'string') return false;
  }
  const v27 = v1['regStatus'];
  if (v27 !== undefined) {
    v2++;
    if (typeof v27 !== 'number' || !isFinite(v27)) return false;
  }
  const v28 = v1['registationDate'];
  if (v28 !== undefined) {
    v2++;
    if (typeof v28 !== 'string' || !ISO_DATE.test(v28)) return false;
  }
  const v29 = v1['imagePath'];
  if (v29 !== undefined) {
    v2++;
    if (typeof v29 !== 'string') return false;
  }
  const v30 = v1['coins'];
  if (v30 !== undefined) {
    v2++;
    if (typeof v30 !== 'number' || !isFinite(v30)) return false;
  }
  const v31 = v1['garageReferenceCode'];
  if (v31 !== undefined) {
    v2++;
    if (typeof v31 !== 'string') return false;
  }
  const v32 = v1['referalsCount'];
  if (v32 !== undefined) {
    v2++;
    if (typeof v32 !== 'number' || !isFinite(v32)) return false;
  }
  const v33 = v1['premiumReferal'];
  if (v33 !== undefined) {
    v2++;
    if (typeof v33 !== 'number' || !isFinite(v33)) return false;
  }
  const v34 = v1['location'];
  if (v34 !== undefined) {
    v2++;
    if (!read1(v34)) return false;
  }
  const v35 = v1['latitude'];
  if (v35 !== undefined) {
    v2++;
    if (typeof v35 !== 'number' || !isFinite(v35)) return false;
  }
  const v36 = v1['longitude'];
  if (v36 !== undefined) {
    v2++;
    if (typeof v36 !== 'number' || !isFinite(v36)) return false;
  }
  const v37 = v1['categories'];
  if (v37 !== undefined) {
    v2++;
    if (!Array.isArray(v37)) return false;
    for (const v38 of v37) {
      if (!read3(v38)) return false;
    }
  }
  const v39 = v1['services'];
  if (v39 !== undefined) {
    v2++;
    if (!Array.isArray(v39)) return false;
    for (const v40 of v39) {
      if (!read2(v40)) return false;
    }
  }
  const v41 = v1['garageImages'];
  if (v41 !== undefined) {
    v2++;
    if (!Array.isArray(v41)) return false;
    for (const v42 of v41) {
      if (!read4(v42)) return false;
    }
  }
  const v43 = v1['banks'];
  if (v43 !== undefined) {
    v2++;
    if (!Array.isArray(v43)) return false;
    for (const v44 of v43) {
      if (!read5(v44)) return false;
    }
  }
  const v45 = v1['socialMedias'];
  if (v45 !== undefined) {
    v2++;
    if (!Array.isArray(v45)) return false;
    for (const v46 of v45) {
      if (!read6(v46)) return false;
    }
  }
  const v47 = v1['workingHours'];
  if (v47 !== undefined) {
    v2++;
    if (!Array.isArray(v47)) return false;
    for (const v48 of v47) {
      if (!read9(v48)) return false;
    }
  }
  const v49 = v1['specializations'];
  if (v49 !== undefined) {
    v2++;
    if (!Array.isArray(v49)) return false;
    for (const v50 of v49) {
      if (!read10(v50)) return false;
    }
  }
  if (v1['__v'] !== undefined) v2++;
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
  const v4 = v1['data'];
  if (v4 === undefined) return false;
  v2++;
  if (!Array.isArray(v4)) return false;
  for (const v5 of v4) {
    if (!read11(v5)) return false;
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
  if (!read12(v6)) return false;
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

function read14(value: unknown): boolean {
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

function read15(value: unknown): boolean {
  if (typeof value !== 'number' || !isFinite(value)) return false;
  return true;
}

function read16(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const v1 = value as Record<string, unknown>;
  let v2 = 0;
  const v4 = v1['isVerified'];
  if (v4 !== undefined) {
    v2++;
    if (typeof v4 !== 'boolean') return false;
  }
  const v5 = v1['jobs_completed'];
  if (v5 !== undefined) {
    v2++;
    if (!(read15(v5) || read8(v5))) return false;
  }
  const v6 = v1['rating'];
  if (v6 !== undefined) {
    v2++;
    if (!(read15(v6) || read8(v6))) return false;
  }
  const v7 = v1['rating_count'];
  if (v7 !== undefined) {
    v2++;
    if (!(read15(v7) || read8(v7))) return false;
  }
  const v8 = v1['review_count'];
  if (v8 !== undefined) {
    v2++;
    if (!(read15(v8) || read8(v8))) return false;
  }
  const v9 = v1['isSponsored'];
  if (v9 !== undefined) {
    v2++;
    if (typeof v9 !== 'boolean') return false;
  }
  const v10 = v1['sponsoredStartDate'];
  if (v10 !== undefined) {
    v2++;
    if (typeof v10 !== 'string' || !ISO_DATE.test(v10)) return false;
  }
  const v11 = v1['sponsoredEndDate'];
  if (v11 !== undefined) {
    v2++;
    if (typeof v11 !== 'string' || !ISO_DATE.test(v11)) return false;
  }
  const v12 = v1['sponsoredServices'];
  if (v12 !== undefined) {
    v2++;
    if (!Array.isArray(v12)) return false;
    for (const v13 of v12) {
      if (typeof v13 !== 'string') return false;
    }
  }
  const v14 = v1['sponsoredRadius'];
  if (v14 !== undefined) {
    v2++;
    if (!(read15(v14) || read8(v14))) return false;
  }
  const v15 = v1['sponsoredPrice'];
  if (v15 !== undefined) {
    v2++;
    if (!(read15(v15) || read8(v15))) return false;
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

function read19(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const v1 = value as Record<string, unknown>;
  let v2 = 0;
  const v4 = v1['_id'];
  if (v4 !== undefined) {
    v2++;
    if (typeof v4 !== 'string') return false;
  }
  const v5 = v1['vechileCondition'];
  if (v5 !== undefined) {
    v2++;
    if (typeof v5 !== 'string') return false;
  }
  const v6 = v1['image'];
  if (v6 !== undefined) {
    v2++;
    if (typeof v6 !== 'string') return false;
  }
  if (v1['__v'] !== undefined) v2++;
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
  const v4 = v1['categories'];
  if (v4 !== undefined) {
    v2++;
    if (!Array.isArray(v4)) return false;
    for (const v5 of v4) {
      if (typeof v5 !== 'string') return false;
    }
  }
  const v6 = v1['categoryId'];
  if (v6 !== undefined) {
    v2++;
    if (typeof v6 !== 'string') return false;
  }
  const v7 = v1['inspectionData'];
  if (v7 === undefined) return false;
  v2++;
  if (!Array.isArray(v7)) return false;
  for (const v8 of v7) {
    if (!read19(v8)) return false;
  }
  const v9 = v1['mechanic'];
  if (v9 !== undefined) {
    v2++;
    if (typeof v9 !== 'string') return false;
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
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const v1 = value as Record<string, unknown>;
  let v2 = 0;
  const v4 = v1['id'];
  if (v4 !== undefined) {
    v2++;
    if (typeof v4 !== 'string') return false;
  }
  const v5 = v1['date'];
  if (v5 !== undefined) {
    v2++;
    if (typeof v5 !== 'string' || !ISO_DATE.test(v5)) return false;
  }
  const v6 = v1['bookingDate'];
  if (v6 !== undefined) {
    v2++;
    if (typeof v6 !== 'string' || !ISO_DATE.test(v6)) return false;
  }
  const v7 = v1['time'];
  if (v7 !== undefined) {
    v2++;
    if (typeof v7 !== 'string') return false;
  }
  const v8 = v1['bookingId'];
  if (v8 !== undefined) {
    v2++;
    if (typeof v8 !== 'string') return false;
  }
  const v9 = v1['orderPlacedAt'];
  if (v9 !== undefined) {
    v2++;
    if (typeof v9 !== 'string' || !ISO_DATE.test(v9)) return false;
  }
  const v10 = v1['customerName'];
  if (v10 !== undefined) {
    v2++;
    if (typeof v10 !== 'string') return false;
  }
  const v11 = v1['vehicleNumber'];
  if (v11 !== undefined) {
    v2++;
    if (typeof v11 !== 'string') return false;
  }
  const v12 = v1['modelName'];
  if (v12 !== undefined) {
    v2++;
    if (typeof v12 !== 'string') return false;
  }
  const v13 = v1['variant'];
  if (v13 !== undefined) {
    v2++;
    if (typeof v13 !== 'string') return false;
  }
  const v14 = v1['varient'];
  if (v14 !== undefined) {
    v2++;
    if (typeof v14 !== 'string') return false;
  }
  const v15 = v1['Variant'];
  if (v15 !== undefined) {
    v2++;
    if (typeof v15 !== 'string') return false;
  }
  const v16 = v1['fuelType'];
  if (v16 !== undefined) {
    v2++;
    if (typeof v16 !== 'string') return false;
  }
  const v17 = v1['year'];
  if (v17 !== undefined) {
    v2++;
    if (!(read15(v17) || read8(v17))) return false;
  }
  const v18 = v1['garageId'];
  if (v18 !== undefined) {
    v2++;
    if (typeof v18 !== 'string') return false;
  }
  const v19 = v1['garageName'];
  if (v19 !== undefined) {
    v2++;
    if (typeof v19 !== 'string') return false;
  }
  const v20 = v1['city'];
  if (v20 !== undefined) {
    v2++;
    if (typeof v20 !== 'string') return false;
  }
  const v21 = v1['bookingStatus'];
  if (v21 !== undefined) {
    v2++;
    if (typeof v21 !== 'string') return false;
  }
  const v22 = v1['rating'];
  if (v22 !== undefined) {
    v2++;
    if (typeof v22 !== 'number' || !isFinite(v22)) return false;
  }
  const v23 = v1['orderStatus'];
  if (v23 !== undefined) {
    v2++;
    if (typeof v23 !== 'boolean') return false;
  }
  const v24 = v1['invoice'];
  if (v24 !== undefined) {
    v2++;
    if (typeof v24 !== 'string') return false;
  }
  const v25 = v1['inspectionSummary'];
  if (v25 !== undefined) {
    v2++;
    if (!read20(v25)) return false;
  }
  if (v1['__v'] !== undefined) v2++;
  if (v1['_id'] !== undefined) v2++;
  if (v1['createdAt'] !== undefined) v2++;
  if (v1['updatedAt'] !== undefined) v2++;
  for (const _v3 in v1) if (--v2 < 0) return false;
  return true;
}

function read22(value: unknown): boolean {
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
    if (!read21(v7)) return false;
  }
  if (v1['__v'] !== undefined) v2++;
  if (v1['_id'] !== undefined) v2++;
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
  const v4 = v1['garageName'];
  if (v4 === undefined) return false;
  v2++;
  if (typeof v4 !== 'string') return false;
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
  const v4 = v1['id'];
  if (v4 !== undefined) {
    v2++;
    if (typeof v4 !== 'string') return false;
  }
  const v5 = v1['date'];
  if (v5 !== undefined) {
    v2++;
    if (typeof v5 !== 'string' || !ISO_DATE.test(v5)) return false;
  }
  const v6 = v1['name'];
  if (v6 !== undefined) {
    v2++;
    if (typeof v6 !== 'string') return false;
  }
  const v7 = v1['phoneNumber'];
  if (v7 !== undefined) {
    v2++;
    if (typeof v7 !== 'string') return false;
  }
  const v8 = v1['email'];
  if (v8 !== undefined) {
    v2++;
    if (typeof v8 !== 'string') return false;
  }
  const v9 = v1['note'];
  if (v9 !== undefined) {
    v2++;
    if (typeof v9 !== 'string') return false;
  }
  const v10 = v1['source'];
  if (v10 !== undefined) {
    v2++;
    if (typeof v10 !== 'string') return false;
  }
  const v11 = v1['garageId'];
  if (v11 !== undefined) {
    v2++;
    if (!read23(v11)) return false;
  }
  const v12 = v1['customerImage'];
  if (v12 !== undefined) {
    v2++;
    if (typeof v12 !== 'string') return false;
  }
  if (v1['__v'] !== undefined) v2++;
  if (v1['_id'] !== undefined) v2++;
  if (v1['createdAt'] !== undefined) v2++;
  if (v1['updatedAt'] !== undefined) v2++;
  for (const _v3 in v1) if (--v2 < 0) return false;
  return true;
}

function read25(value: unknown): boolean {
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
    if (!read24(v7)) return false;
  }
  const v8 = v1['totalQuotes'];
  if (v8 === undefined) return false;
  v2++;
  if (typeof v8 !== 'number' || !isFinite(v8)) return false;
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
  const v4 = v1['date'];
  if (v4 === undefined) return false;
  v2++;
  if (typeof v4 !== 'string' || !ISO_DATE.test(v4)) return false;
  const v5 = v1['customerName'];
  if (v5 === undefined) return false;
  v2++;
  if (typeof v5 !== 'string') return false;
  const v6 = v1['phoneNumber'];
  if (v6 === undefined) return false;
  v2++;
  if (typeof v6 !== 'string') return false;
  const v7 = v1['email'];
  if (v7 !== undefined) {
    v2++;
    if (typeof v7 !== 'string') return false;
  }
  const v8 = v1['state'];
  if (v8 !== undefined) {
    v2++;
    if (typeof v8 !== 'string') return false;
  }
  const v9 = v1['city'];
  if (v9 !== undefined) {
    v2++;
    if (typeof v9 !== 'string') return false;
  }
  const v10 = v1['gender'];
  if (v10 !== undefined) {
    v2++;
    if (typeof v10 !== 'string') return false;
  }
  const v11 = v1['dateOfBirth'];
  if (v11 !== undefined) {
    v2++;
    if (typeof v11 !== 'string' || !ISO_DATE.test(v11)) return false;
  }
  const v12 = v1['customerImage'];
  if (v12 !== undefined) {
    v2++;
    if (typeof v12 !== 'string') return false;
  }
  const v13 = v1['customerStatus'];
  if (v13 !== undefined) {
    v2++;
    if (typeof v13 !== 'number' || !isFinite(v13)) return false;
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
  const v5 = v1['customer'];
  if (v5 !== undefined) {
    v2++;
    if (!read26(v5)) return false;
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
    if (!read27(v7)) return false;
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
  'GET /onlineRequestedGarages': { answer: read13, rowsAt: 'data.data', row: read11 },
  'POST /approveGarageRequest': { answer: read14 },
  'GET /onlineGarages': { answer: read13, rowsAt: 'data.data', row: read11 },
  'POST /garageStatusChanging': { answer: read14 },
  'POST /admin/get{product}AnalyticData': { answer: read17 },
  'POST /admin/{product}AnalyticData': { answer: read18 },
  'GET /bookingManagement': { answer: read22, rowsAt: 'data', row: read21 },
  'POST /{product}/getQuotes': { answer: read25, rowsAt: 'data', row: read24 },
  'GET /{product}/{product}Customers': { answer: read28, rowsAt: 'data', row: read27 },
};

/** The marketplace Edit Garage popup's values and payload (002 §7): loaded with a save, not with the list. */
import type { GarageProfileUpdate } from '../../../api/endpoints';
import type { Garage, GarageType } from '../../../api/types';
import { garageIdForCalls } from '../../../core/garageId';
import { defaultDays, type DayHours, type OpeningMode } from '../model';
import { editedTexts, heldWholeWeek, hoursChanged, toAvailableTimes, upperUnlessStored, withoutNeverHeld } from '../saves';
import { gstNumberOf } from '../../../core/garageFields';

/** Form values of the marketplace Edit Garage popup (002 'Edit Garage popup'). */
export interface OnlineGarageFormValues {
  imagePath?: unknown;
  garageName?: string;
  email?: string;
  phoneNumber?: string;
  address?: string;
  pancardNumber?: string;
  businessType?: string;
  gstNumber?: string;
  openingMode?: OpeningMode;
  days?: DayHours[];
  garageType?: number | string;
  /** Category names (the `specialized` field). */
  specialized?: string[];
  aboutGarage?: string;
  /** From the browser's location at save time. */
  latitude?: number;
  longitude?: number;
}

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value).trim());

/** The popup's text fields, by the record's field each is read from. */
const ONLINE_PROFILE_TEXT = { garageName: 'garageName', email: 'email', phoneNumber: 'phoneNumber', address: 'address', aboutGarage: 'aboutGarage' };

/** Edit Garage popup -> PUT /editGarageProfile (002 §7): time 1 manual or 2 24x7, availableTimes, browser coordinates. */
export function toOnlineGarageUpdate(row: Garage, values: OnlineGarageFormValues, imagePath: string): GarageProfileUpdate {
  const openingMode = values.openingMode ?? 'manual';
  // Changed hours are sent, and a whole week the garage holds goes back as stored (002 §7 names them for
  // this call). Untouched hours the form filled in (open days for a garage without any) are not sent.
  const hours =
    hoursChanged(row.workingHours, openingMode, values.days) || heldWholeWeek(row.workingHours)
      ? { time: openingMode === '24x7' ? (2 as const) : (1 as const), availableTimes: toAvailableTimes(openingMode, values.days ?? defaultDays()) }
      : {};
  return withoutNeverHeld(
    {
      garageId: garageIdForCalls(row),
      ...editedTexts(ONLINE_PROFILE_TEXT, values as Record<string, unknown>, row),
      pancardNumber: upperUnlessStored(text(values.pancardNumber), row.pancardNumber),
      bussinessType: text(values.businessType),
      gstNumber: upperUnlessStored(text(values.gstNumber), gstNumberOf(row)),
      ...hours,
      garageType: Number(values.garageType) as GarageType,
      specialized: values.specialized ?? [],
      imagePath,
      latitude: values.latitude,
      longitude: values.longitude,
      // Not on the form: resent as read, left out when the row lacks them ('' would wipe the stored value).
      ...(row.garageOwnerName != null ? { garageOwnerName: row.garageOwnerName } : {}),
      ...(row.city != null ? { city: row.city } : {}),
    },
    row,
  );
}

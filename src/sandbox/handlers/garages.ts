import { api } from '../../api/endpoints';
import type { GarageCategory, GarageImage, GarageService, GarageType, SocialMedia, WorkingHour } from '../records';
import { json, route, type SandboxContext } from '../route';
import { SITE_URL, type SeedGarage } from '../seed';
import { slugify } from '../seed/catalogue';
import { SERVER_EMAIL_LIMIT, SERVER_LONG_TEXT_LIMIT, SERVER_MAX_COINS, checkHttpUrl, checkText, checkWholeNumber, firstRefusal } from '../limits';

/** A PAN is 10 characters, a GSTIN 15. */
const PAN_LENGTH = 10;
const GSTIN_LENGTH = 15;

const APPROVALS = new Set(['none', 'approved', 'rejected']);
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : value === undefined || value === null ? '' : String(value).trim());
const refused = (message: string) => ({ responseCode: 400, message });
const isPending = (garage: SeedGarage) => garage.accountStatus === 'pending' && Number(garage.regStatus) === 3;

/**
 * Garages of the garage portal (000 §7): lists, approval, profile, registration, services, bank
 * details, social media, status and coins. Seeded nested arrays may be shared and frozen (above
 * 10,000 garages), so every change replaces a garage's nested arrays instead of editing them.
 */
export function garageHandlers(context: SandboxContext) {
  const { store, product } = context;
  const garageById = (id: unknown) => store.db.garages.find((garage) => garage._id === id || garage.garageId === id);
  const notFound = () => json({ responseCode: 404, message: 'Garage not found' }, 404);
  const categoryOfService = () => new Map(store.db.services.map((service) => [service._id, service.categoryId]));
  /** The catalogue's category of a name, whatever its case. */
  const categoryByName = (name: string) => store.db.categories.find((category) => category.categoryName.toLowerCase() === name.toLowerCase());

  /** The garage's categories for the chosen category ids, each keeping the services it had. */
  const regroupCategories = (garage: SeedGarage, categoryIds: string[], services: readonly GarageService[]): GarageCategory[] => {
    const serviceCategory = categoryOfService();
    return categoryIds.flatMap((categoryId) => {
      const category = store.db.categories.find((entry) => entry._id === categoryId);
      if (!category) return [];
      const existing = garage.categories.find((entry) => entry.categoryId === categoryId);
      return [
        {
          categoryId,
          categoryName: existing?.categoryName ?? category.categoryName,
          services: services
            .filter((service) => serviceCategory.get(service.adminServiceId ?? service.serviceId ?? '') === categoryId)
            .map((service) => ({ serviceName: service.serviceName, adminServiceId: service.adminServiceId ?? service.serviceId })),
        },
      ];
    });
  };

  return [
    route(context, api.adminDashboard, () => {
      const garages = store.db.garages;
      const active = garages.filter((garage) => garage.accountStatus === 'active');
      const pending = garages.filter((garage) => garage.accountStatus === 'pending' && Number(garage.regStatus) === 3);
      return {
        data: {
          allGarages: active.length,
          approveGarage: pending.length,
          ourgarages: active.filter((garage) => garage.status).length,
          [`${product}Approve`]: pending.length,
        },
      };
    }),
    route(context, api.garageNameList, () => ({
      data: store.db.garages.map((garage) => ({
        _id: garage._id,
        garageId: garage.garageId,
        garageName: garage.garageName,
        city: garage.city,
        state: garage.state,
        garageType: garage.garageType,
        businessType: garage.businessType,
      })),
    })),

    // Lists -----------------------------------------------------------------------------------
    route(context, api.garageList, () => {
      const garages = store.db.garages.filter((garage) => garage.accountStatus === 'active');
      return { garages, totalGarages: garages.length };
    }),
    route(context, api.garageApprovalList, () => {
      const garages = store.db.garages.filter(isPending);
      return { garages, totalGarages: garages.length };
    }),
    route(context, api.garageApprove, ({ body }) => {
      const garage = garageById(body?.UserId);
      if (!garage) return notFound();
      if (Number(body.Conformation) !== 1) return refused('Conformation must be 1');
      if (!isPending(garage)) return refused('Garage is not awaiting approval');
      Object.assign(garage, { accountStatus: 'active', regStatus: 4, status: true });
      return { responseCode: 200, message: 'Approve Success' };
    }),

    // One garage ------------------------------------------------------------------------------
    route(context, api.getSingleGarage, ({ body }) => {
      const garage = garageById(body?.garageId);
      return garage ? { data: garage } : notFound();
    }),
    route(context, api.garageCategoryList, ({ body }) => {
      const garage = garageById(body?.garageId);
      return garage ? { data: garage.categories } : notFound();
    }),
    route(context, api.garageBankDetails, ({ body }) => {
      const garage = garageById(body?.garageId);
      return garage ? { responseCode: 200, data: garage.banks } : notFound();
    }),
    route(context, api.socialMediaOptions, () => ({ listOfSocialMedias: store.db.socialMediaOptions })),

    route(context, api.garageUpdate, ({ body }) => {
      const garage = garageById(body?.garageId);
      if (!garage) return notFound();
      if ('garageImages' in body) {
        const images = Array.isArray(body.garageImages) ? body.garageImages : [];
        if (images.some((image) => !text(image?.image) || !APPROVALS.has(String(image?.isApproved)))) {
          return refused('Every image needs an image path and an approval of none, approved or rejected');
        }
        garage.garageImages = images.map((image): GarageImage => ({ image: text(image.image), alt: text(image.alt), isApproved: image.isApproved }));
        return { responseCode: 200, message: 'Garage images updated successfully' };
      }
      const invalid = firstRefusal(
        checkText('garageName', body.garageName, { name: true, stored: garage.garageName }),
        checkText('ownerName', body.ownerName, { name: true, stored: garage.garageOwnerName }),
        checkText('area', body.area, { stored: garage.area }),
        checkText('address', body.address, { max: SERVER_LONG_TEXT_LIMIT, stored: garage.address }),
        checkText('aboutGarage', body.aboutGarage, { max: SERVER_LONG_TEXT_LIMIT, stored: garage.aboutGarage }),
        checkText('email', body.email, { max: SERVER_EMAIL_LIMIT, stored: garage.email }),
        checkText('pancardNumber', body.pancardNumber, { max: PAN_LENGTH, stored: garage.pancardNumber }),
        checkText('gstNumber', body.gstNumber, { max: GSTIN_LENGTH, stored: garage.gstNumber }),
        checkHttpUrl('urlLink', body.urlLink, garage.urlLink),
      );
      if (invalid) return json(refused(invalid), 400);
      if ('garageName' in body && !text(body.garageName)) return refused('Please input your Garage Name!');
      if ('area' in body && !text(body.area)) return refused('Please input your Area!');
      if (body.garageType !== undefined && ![1, 2, 3].includes(Number(body.garageType))) return refused('Please input your Garage Type!');
      const fields = [
        'garageName',
        'email',
        'address',
        'area',
        'state',
        'city',
        'pancardNumber',
        'gstNumber',
        'businessType',
        'urlLink',
        'aboutGarage',
        'imagePath',
      ] as const;
      for (const field of fields) if (typeof body[field] === 'string') (garage as unknown as Record<string, unknown>)[field] = text(body[field]);
      if (typeof body.ownerName === 'string') garage.garageOwnerName = text(body.ownerName);
      // The marketplace's Edit Garage popup (002) names some fields differently.
      const marketplace = body as unknown as {
        garageOwnerName?: string;
        bussinessType?: string;
        phoneNumber?: string;
        availableTimes?: unknown;
        time?: number;
        specialized?: string[];
      };
      if (typeof marketplace.garageOwnerName === 'string') garage.garageOwnerName = text(marketplace.garageOwnerName);
      if (typeof marketplace.bussinessType === 'string') garage.businessType = text(marketplace.bussinessType) as SeedGarage['businessType'];
      if (typeof marketplace.phoneNumber === 'string' && text(marketplace.phoneNumber)) garage.phoneNumber = text(marketplace.phoneNumber);
      if (Array.isArray(marketplace.availableTimes)) {
        garage.workingHours =
          Number(marketplace.time) === 2
            ? WEEKDAYS.map((Day): WorkingHour => ({ Day, DayStatus: true, StartTime: '12:00:00 AM', EndTime: '11:59:00 PM' }))
            : workingHoursFromAvailableTimes(marketplace.availableTimes, '', '');
      }
      if (Array.isArray(marketplace.specialized)) {
        const ids = [...new Set(marketplace.specialized.map((name) => categoryByName(text(name))?._id).filter((id) => id !== undefined))];
        garage.categories = regroupCategories(garage, ids, garage.services);
      }
      if (body.garageType !== undefined) garage.garageType = Number(body.garageType) as GarageType;
      if (typeof body.state === 'string') garage.mapState = text(body.state);
      if (typeof body.city === 'string') garage.mapCity = text(body.city);
      const latitude = Number(body.latitude);
      const longitude = Number(body.longitude);
      if (body.latitude !== undefined && body.longitude !== undefined && Number.isFinite(latitude) && Number.isFinite(longitude)) {
        Object.assign(garage, { latitude, longitude, location: { type: 'Point', coordinates: [longitude, latitude] } });
      }
      if (Array.isArray(body.workingHours)) {
        garage.workingHours = body.workingHours.map((hour): WorkingHour => ({
          Day: text(hour.Day),
          DayStatus: hour.DayStatus === true || hour.DayStatus === 'true',
          StartTime: text(hour.StartTime),
          EndTime: text(hour.EndTime),
        }));
      }
      if (Array.isArray(body.categories)) {
        // An entry sent by name alone (a live garage's, 002 §3) is the catalogue's category of that name,
        // or, where the catalogue has none, kept as the garage holds it.
        const named = body.categories.map((entry) => ({ id: text(entry?.categoryId), name: text(entry?.categoryName) }));
        const ids = named.map(({ id, name }) => id || (name ? (categoryByName(name)?._id ?? '') : '')).filter(Boolean);
        const nameOnly = named.filter(({ id, name }) => !id && name && !categoryByName(name)).map(({ name }) => name.toLowerCase());
        const keptByName = garage.categories.filter((entry) => !entry.categoryId && nameOnly.includes(entry.categoryName.toLowerCase()));
        garage.categories = [...regroupCategories(garage, ids, garage.services), ...keptByName];
        const kept = new Set(ids);
        const serviceCategory = categoryOfService();
        garage.services = garage.services.filter((service) => kept.has(serviceCategory.get(service.adminServiceId ?? service.serviceId ?? '') ?? ''));
      }
      return { responseCode: 200, message: 'Garage Profile Updated Successfully' };
    }),

    route(context, api.garageRegister, ({ body }) => {
      const invalid = firstRefusal(
        checkText('garageName', body?.garageName, { name: true }),
        checkText('ownerName', body?.ownerName, { name: true }),
        checkText('area', body?.area),
        checkText('address', body?.address, { max: SERVER_LONG_TEXT_LIMIT }),
        checkText('email', body?.email, { max: SERVER_EMAIL_LIMIT }),
        checkText('pancardNumber', body?.pancardNumber, { max: PAN_LENGTH }),
        checkText('gstNumber', body?.gstNumber, { max: GSTIN_LENGTH }),
        checkHttpUrl('urlLink', body?.urlLink),
      );
      if (invalid) return json(refused(invalid), 400);
      const garageName = text(body?.garageName);
      const phoneNumber = text(body?.phoneNumber);
      if (!garageName) return refused('Please input your Garage Name!');
      if (!phoneNumber) return refused('Please input your Phone number!');
      if (!text(body.businessType)) return refused('Please Select Business Type');
      if (![1, 2, 3].includes(Number(body.garageType))) return refused('Please input your vehicle Type!');
      if (store.db.garages.some((garage) => garage.phoneNumber === phoneNumber))
        return refused('A garage with this phone number is already registered');
      const _id = store.newId();
      const latitude = Number(body.latitude ?? 0) || 0;
      const longitude = Number(body.longitude ?? 0) || 0;
      const workingHours = workingHoursFromAvailableTimes(body.availableTimes, text(body.startTime), text(body.endTime));
      const city = text(body.city);
      const area = text(body.area);
      const garage = {
        _id,
        garageId: _id,
        [`${product}Id`]: `MKT${1_000_000 + store.db.garages.length}`,
        garageName,
        garageOwnerName: text(body.ownerName ?? body.garageOwnerName),
        email: text(body.email),
        phoneNumber,
        address: text(body.address),
        state: text(body.state),
        city,
        area,
        mapState: text(body.state),
        mapCity: city,
        pancardNumber: text(body.pancardNumber),
        gstNumber: text(body.gstNumber),
        businessType: text(body.businessType) as SeedGarage['businessType'],
        urlLink: text(body.urlLink) || `${SITE_URL}${slugify(city || 'india')}/${slugify(garageName)}/${slugify(area || 'area')}/${_id}`,
        aboutGarage: text(body.aboutGarage),
        garageType: Number(body.garageType) as GarageType,
        status: true,
        accountStatus: 'pending',
        regStatus: 3,
        registationDate: new Date().toISOString(),
        imagePath: text(body.imagePath),
        coins: 0,
        garageReferenceCode: `GH${_id.slice(-6).toUpperCase()}`,
        referalsCount: 0,
        premiumReferal: 0,
        location: { type: 'Point', coordinates: [longitude, latitude] },
        latitude,
        longitude,
        categories: [],
        services: [],
        garageImages: [],
        banks: [],
        socialMedias: [],
        workingHours,
      } as unknown as SeedGarage;
      const ids = (Array.isArray(body.categories) ? body.categories : []).map((entry) => text(entry?.categoryId)).filter(Boolean);
      garage.categories = regroupCategories(garage, ids, []);
      garage.specializations = garage.categories.map((entry) => ({ name: entry.categoryName }));
      store.db.garages.push(garage);
      return { responseCode: 200, message: 'Garage registered successfully' };
    }),

    route(context, api.garageAddServices, ({ body }) => {
      const garage = garageById(body?.garageId);
      if (!garage) return notFound();
      const lines = Array.isArray(body.services) ? body.services : [];
      if (lines.length === 0) return refused('Adding at least one Service');
      const known = new Map(store.db.services.map((service) => [service._id, service]));
      if (lines.some((line) => !known.has(line?._id))) return refused('Unknown service');
      const services: GarageService[] = lines.map((line) => ({
        serviceName: known.get(line._id)!.serviceName,
        adminServiceId: line._id,
        serviceId: line._id,
      }));
      const categoryIds = [
        ...new Set([...garage.categories.map((entry) => entry.categoryId ?? ''), ...lines.map((line) => known.get(line._id)!.categoryId)]),
      ].filter(Boolean);
      garage.services = services;
      garage.categories = regroupCategories(garage, categoryIds, services);
      return { responseCode: 200, message: 'Services added successfully' };
    }),

    route(context, api.garageUpdateSocialMedias, ({ body }) => {
      const garage = garageById(body?.garageId);
      if (!garage) return notFound();
      const rows = Array.isArray(body.socialMedias) ? body.socialMedias : null;
      if (!rows) return refused('socialMedias must be a list');
      if (rows.some((row) => !text(row?.socialMediaName) || !text(row?.link))) return refused('Every social media needs a name and a link');
      const storedLinks = (garage.socialMedias ?? []).map((row) => row.link);
      const badLink = rows
        .map((row) => checkHttpUrl('link', text(row.link), storedLinks.includes(text(row.link)) ? text(row.link) : undefined))
        .find(Boolean);
      if (badLink) return json(refused(badLink), 400);
      garage.socialMedias = rows.map((row): SocialMedia => ({
        socialMediaName: text(row.socialMediaName),
        link: text(row.link),
        logo: text(row.logo),
      }));
      return { responseCode: 200, message: 'Social media updated successfully' };
    }),

    route(context, api.garageChangeStatus, ({ body }) => {
      const garage = garageById(body?.garageId);
      if (!garage) return notFound();
      if (typeof body.status !== 'boolean') return refused('status must be true or false');
      garage.status = body.status;
      return { responseCode: 200, message: 'Status Updated Successfully' };
    }),

    route(context, api.garageUpdateCoins, ({ body }) => {
      const garage = garageById(body?.garageId);
      if (!garage) return notFound();
      const amount = Number(body.updateCoins);
      if (body.paymentType !== 'add' && body.paymentType !== 'sub') return refused('Invalid operation');
      const refusal = checkWholeNumber('updateCoins', body.updateCoins, 1, SERVER_MAX_COINS);
      if (refusal || !Number.isFinite(amount)) return refused(refusal ?? 'updateCoins must be a positive number');
      const balance = garage.coins ?? 0;
      if (body.paymentType === 'sub' && amount > balance) return refused('Not enough coins');
      garage.coins = body.paymentType === 'add' ? balance + amount : balance - amount;
      return { responseCode: 200, message: 'Operation successfully submitted' };
    }),
  ];
}

/** `availableTimes [{day, slots, checked}]` (checked = day off) -> the stored working hours. */
function workingHoursFromAvailableTimes(availableTimes: unknown, startTime: string, endTime: string): WorkingHour[] {
  const times = (Array.isArray(availableTimes) ? availableTimes : []) as {
    day?: string;
    checked?: boolean;
    slots?: { startTime?: string; endTime?: string }[];
  }[];
  return WEEKDAYS.map((Day): WorkingHour => {
    const entry = times.find((time) => time?.day === Day);
    const slot = entry?.slots?.[0];
    return { Day, DayStatus: entry ? !entry.checked : true, StartTime: slot?.startTime ?? startTime, EndTime: slot?.endTime ?? endTime };
  });
}

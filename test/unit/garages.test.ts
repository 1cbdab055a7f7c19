import { GARAGE_COLUMNS } from '../exportColumns';
import { describe, expect, it } from 'vitest';
import type { Garage } from '../../src/sandbox/records';
import { garageIdForCalls } from '../../src/core/garageId';
import { categoriesKept } from '../../src/areas/garages/GarageFormFields';
import { categoriesFor } from '../../src/areas/catalogue/choices';
import { seoCategoryFits } from '../../src/areas/seo/model';
import { vehicleTypeFits } from '../../src/core/choices';
import { GARAGE_EXPORT_COLUMNS, defaultDays, WEEKDAYS } from '../../src/areas/garages/model';
import {
  coinsAfter,
  coinsProblem,
  fromWorkingHours,
  newImageAlt,
  toAvailableTimes,
  toCoinsPayload,
  toGarageProfileUpdate,
  hoursChanged,
  upperUnlessStored,
  toGarageFormValues,
  toGarageRegistration,
  toServiceLines,
  toWorkingHours,
} from '../../src/areas/garages/saves';
import { toAddServicesLines } from '../../src/areas/garages/servicesPayload';
import { garageOverRow } from '../../src/areas/garages/heldLists';
import { businessTypeName } from '../../src/core/choices';
import { PLACE_FIELDS, addressFromPlace, matchName, placeToFormValues, type PlaceLike } from '../../src/areas/garages/placesAddress';

const days = defaultDays().map((row) => (row.day === 'Sunday' ? { ...row, closed: true } : row));

describe('garage payload mappers', () => {
  it('maps the Add Garage form to POST /garage_Registation', () => {
    const payload = toGarageRegistration(
      {
        garageName: ' Sai Auto Works ',
        ownerName: 'Ravi Kumar',
        phoneNumber: '9876501234',
        email: 'sai@example.in',
        address: 'Plot 4, MG Road',
        area: 'Indiranagar',
        state: 'Karnataka',
        city: 'Bengaluru',
        pancardNumber: 'abcpk1234d',
        gstNumber: '',
        businessType: 'Workshops',
        urlLink: '',
        aboutGarage: 'Multi-brand',
        garageType: '1',
        latitude: '12.97',
        longitude: '77.64',
        categories: ['c1', 'c2'],
        openingMode: 'manual',
        days,
        promotions: true,
      },
      '/uploads/logo.png',
    );
    expect(payload).toEqual({
      garageName: 'Sai Auto Works',
      ownerName: 'Ravi Kumar',
      email: 'sai@example.in',
      phoneNumber: '9876501234',
      address: 'Plot 4, MG Road',
      area: 'Indiranagar',
      state: 'Karnataka',
      city: 'Bengaluru',
      pancardNumber: 'ABCPK1234D',
      gstNumber: '',
      businessType: 'Workshops',
      urlLink: '',
      aboutGarage: 'Multi-brand',
      garageType: 1,
      latitude: 12.97,
      longitude: 77.64,
      imagePath: '/uploads/logo.png',
      availableTimes: [
        ...['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].map((day) => ({
          day,
          slots: [{ startTime: '09:00:00 AM', endTime: '06:00:00 PM' }],
          checked: false,
        })),
        { day: 'Sunday', slots: [], checked: true },
      ],
      startTime: '09:00:00 AM',
      endTime: '06:00:00 PM',
      categories: [{ categoryId: 'c1' }, { categoryId: 'c2' }],
      promotions: true,
    });
  });

  it('24*7 resets the slots and opens every day all day', () => {
    expect(toAvailableTimes('24x7', days).every((entry) => entry.slots.length === 0 && !entry.checked)).toBe(true);
    expect(toWorkingHours('24x7', days)).toHaveLength(7);
    expect(new Set(toWorkingHours('24x7', days).map((hour) => `${hour.DayStatus} ${hour.StartTime}-${hour.EndTime}`))).toEqual(
      new Set(['true 12:00:00 AM-11:59:00 PM']),
    );
    const registration = toGarageRegistration({ openingMode: '24x7', days, garageType: 3 }, '');
    expect([registration.startTime, registration.endTime]).toEqual(['12:00:00 AM', '11:59:00 PM']);
  });

  it('maps the Edit Garage form to PUT /editGarageProfile and reads stored hours back', () => {
    const payload = toGarageProfileUpdate(
      { _id: 'g1', garageId: 'g1' },
      { garageName: 'A', area: 'B', garageType: 2, categories: ['c1'], openingMode: 'manual', days },
      '/x.png',
    );
    expect(payload).toMatchObject({
      garageId: 'g1',
      garageName: 'A',
      area: 'B',
      garageType: 2,
      imagePath: '/x.png',
      categories: [{ categoryId: 'c1' }],
    });
    expect(payload.workingHours![6]).toEqual({ Day: 'Sunday', DayStatus: false, StartTime: '09:00:00 AM', EndTime: '06:00:00 PM' });
    expect(fromWorkingHours(payload.workingHours)).toEqual({ openingMode: 'manual', days });
    expect(fromWorkingHours(toWorkingHours('24x7', days)).openingMode).toBe('24x7');
    // A whole week stored to the last second of each day is 24*7 too.
    const toLastSecond = toWorkingHours('24x7', days).map((hour) => ({ ...hour, EndTime: '11:59:59 PM' }));
    expect(fromWorkingHours(toLastSecond).openingMode).toBe('24x7');
    expect(fromWorkingHours(undefined)).toEqual({ openingMode: 'manual', days: defaultDays() });
  });

  it('reads stored hours by day whatever their case or short name, and a DayStatus of "false" as closed', () => {
    const stored = WEEKDAYS.map((Day, index) => ({
      Day: [Day.toLowerCase(), Day.slice(0, 3), ` ${Day.toUpperCase()} `][index % 3],
      DayStatus: Day === 'Sunday' ? 'false' : true,
      StartTime: '10:00:00 AM',
      EndTime: '08:00:00 PM',
    })) as never;
    expect(fromWorkingHours(stored).days).toEqual(
      WEEKDAYS.map((day) => ({ day, closed: day === 'Sunday', start: '10:00:00 AM', end: '08:00:00 PM' })),
    );
    const allDayButSunday = WEEKDAYS.map((Day) => ({
      Day,
      DayStatus: Day === 'Sunday' ? 'false' : true,
      StartTime: '12:00:00 AM',
      EndTime: '11:59:00 PM',
    }));
    expect(fromWorkingHours(allDayButSunday as never).openingMode).toBe('manual');
  });

  it('Edit Garage sends no empty GST number, e-mail or description over what the profile answer did not carry; a held one cleared goes empty', () => {
    const values = { garageName: 'A', area: 'B', gstNumber: '', email: '', aboutGarage: '', garageType: 2, openingMode: 'manual' as const, days };
    const bare = toGarageProfileUpdate({ _id: 'g1', garageId: 'g1' }, values, '/x.png');
    expect(Object.keys(bare)).not.toContain('gstNumber');
    expect(Object.keys(bare)).not.toContain('email');
    expect(Object.keys(bare)).not.toContain('aboutGarage');
    const held = toGarageProfileUpdate({ _id: 'g1', garageId: 'g1', gstIn: '27ABCDE1234F1Z5', email: 'a@b.in' } as Garage, values, '/x.png');
    expect(held).toMatchObject({ gstNumber: '', email: '' });
  });

  it('Edit Garage invents no hours or categories: untouched hours go back as read, or not at all', () => {
    const untouched = { garageName: 'A', garageType: 2, ...fromWorkingHours(undefined) };
    const bare = toGarageProfileUpdate({ _id: 'g1', garageId: 'g1' }, untouched, '');
    expect(Object.keys(bare)).not.toContain('workingHours');
    expect(Object.keys(bare)).not.toContain('categories');
    // Two days stored, in the server's own words: the five the form fills in are not sent.
    const stored = [
      { Day: 'mon', DayStatus: 'false', StartTime: '10:00:00 AM', EndTime: '07:00:00 PM' },
      { Day: 'Tuesday', DayStatus: true, StartTime: '10:00:00 AM', EndTime: '07:00:00 PM' },
    ];
    const partial = { _id: 'g1', garageId: 'g1', workingHours: stored, categories: [] } as unknown as Garage;
    const kept = toGarageProfileUpdate(partial, { ...untouched, ...fromWorkingHours(partial.workingHours), categories: [] }, '');
    expect(kept).toMatchObject({ workingHours: stored, categories: [] });
    // Changed, the form's seven days go.
    const changed = fromWorkingHours(partial.workingHours);
    changed.days[6] = { ...changed.days[6]!, closed: true };
    expect(toGarageProfileUpdate(partial, { ...untouched, ...changed }, '').workingHours).toHaveLength(7);
    expect(hoursChanged(partial.workingHours, '24x7', undefined)).toBe(true);
  });

  it('Edit Garage sends each kept category as held, with its name and services; a new one by its id; a name never as an id', () => {
    const services = [{ serviceName: 'Oil change', adminServiceId: 's1' }];
    const stored = {
      _id: 'g1',
      garageId: 'g1',
      categories: [
        { categoryId: 'c1', categoryName: 'Servicing', services },
        { categoryId: { _id: 'c2', categoryName: 'Tyres' }, services: [] },
        { categoryName: 'Vintage restoration' },
      ],
    } as unknown as Garage;
    const catalogue = [
      { _id: 'c1', categoryName: 'Servicing' },
      { _id: 'c2', categoryName: 'Tyres' },
      { _id: 'c3', categoryName: 'Washing' },
    ];
    const untouched = { ...toGarageFormValues(stored, catalogue), garageType: 2 };
    expect(untouched.categories).toEqual(['c1', 'c2', 'Vintage restoration']);
    expect(toGarageProfileUpdate(stored, untouched, '').categories).toEqual([
      { categoryId: 'c1', categoryName: 'Servicing', services },
      { categoryId: 'c2', categoryName: 'Tyres', services: [] },
      { categoryName: 'Vintage restoration' },
    ]);
    const picked = { ...untouched, categories: ['c3', 'c1'] };
    expect(toGarageProfileUpdate(stored, picked, '').categories).toEqual([
      { categoryId: 'c3' },
      { categoryId: 'c1', categoryName: 'Servicing', services },
    ]);
  });

  it('PAN and GST go upper-case when typed, and as stored when left as they were', () => {
    expect(upperUnlessStored('abcpk1234d', undefined)).toBe('ABCPK1234D');
    expect(upperUnlessStored('abcpk1234d', 'abcpk1234d')).toBe('abcpk1234d');
    expect(upperUnlessStored('ABCPK1234D', 'abcpk1234d')).toBe('ABCPK1234D');
    const stored = { _id: 'g1', garageId: 'g1', pancardNumber: 'abcpk1234d', gstIn: '27abcde1234f1z5' } as Garage;
    const values = { ...toGarageFormValues(stored), garageType: 2 };
    expect(toGarageProfileUpdate(stored, values, '')).toMatchObject({ pancardNumber: 'abcpk1234d', gstNumber: '27abcde1234f1z5' });
  });

  it('builds the coins payload and preview; anything but add or sub is an invalid operation', () => {
    expect(toCoinsPayload('g1', 'add', '25')).toEqual({ garageId: 'g1', updateCoins: 25, paymentType: 'add' });
    expect(toCoinsPayload('g1', 'sub', 5)).toEqual({ garageId: 'g1', updateCoins: 5, paymentType: 'sub' });
    expect(() => toCoinsPayload('g1', 'mul', 5)).toThrow('Invalid operation');
    expect(() => toCoinsPayload('g1', 'add', '-3')).toThrow();
    expect(coinsAfter(100, 'add', '25')).toBe(125);
    expect(coinsAfter(100, 'sub', '25')).toBe(75);
    expect(coinsAfter(100, '', '25')).toBe(100);
    // A balance the answer did not carry: no preview, and Subtract left to the server.
    expect(coinsAfter(undefined, 'add', '25')).toBeUndefined();
    expect(coinsProblem(undefined, 'sub', '25')).toBeUndefined();
    expect(coinsProblem(10, 'sub', '25')).toBe('app.validation.balance');
  });

  it("reads a garage afresh over its row: what the answer could not read is the row's, else marked so a save leaves it out", () => {
    const row = { _id: 'g1', gstNumber: 'OLD', categories: [{ categoryName: 'Tyres' }], __unreadable: ['services'] } as unknown as Garage;
    const single = { _id: 'g1', gstNumber: 'NEW', services: [], __unreadable: ['categories', 'socialMedias'] } as unknown as Garage;
    const merged = garageOverRow(row as never, single as never) as unknown as Record<string, unknown>;
    expect(merged).toMatchObject({ gstNumber: 'NEW', services: [], categories: [{ categoryName: 'Tyres' }] });
    expect(merged.__unreadable).toEqual(['socialMedias']);
    const readable = garageOverRow(row as never, { _id: 'g1', services: [] } as never) as unknown as Record<string, unknown>;
    expect(readable).not.toHaveProperty('__unreadable');
  });

  it('generates alt text from marketplace id, name, city and a number from 1000 to 9999', () => {
    const garage = { marketplaceId: 'MKT123456', garageName: 'Ganga Auto Works', city: 'Delhi' } as unknown as Garage;
    expect(newImageAlt(garage, () => 0)).toBe('MKT123456 Ganga Auto Works Delhi 1000');
    expect(newImageAlt(garage, () => 0.99999)).toBe('MKT123456 Ganga Auto Works Delhi 9999');
    // A name as long as its field allows gives way, so the alt passes the alt field's own 150.
    const long = newImageAlt({ ...garage, garageName: 'G'.repeat(150) } as Garage, () => 0);
    expect(long).toHaveLength(150);
    expect(long).toMatch(/^MKT123456 G+ Delhi 1000$/);
  });

  it('adds service lines with quantity 1 and rate 0', () => {
    expect(toServiceLines([{ _id: 's1', serviceName: 'Oil change' }])).toEqual([{ _id: 's1', serviceName: 'Oil change', quantity: 1, rate: 0 }]);
  });

  it('add services: sends the ticked offered services, then what the garage holds and the modal did not offer, unchanged and once', () => {
    const offered = [
      { _id: 's1', serviceName: 'Oil change' },
      { _id: 's2', serviceName: 'Wash' },
      { _id: 's3', serviceName: 'Tyres' },
    ];
    const garage = {
      services: [
        // Held and still ticked: its name (renamed in the catalogue since), quantity and rate go back as held.
        { serviceName: 'Oil change (old name)', adminServiceId: 's1', serviceId: 's1', quantity: 2, rate: 600 },
        { serviceName: 'Wash', adminServiceId: 's2', serviceId: 's2' },
        // Deactivated since: not offered.
        { serviceName: 'Old polish', adminServiceId: 'off', serviceId: 'off', quantity: 3, rate: 250 },
        { serviceName: 'Legacy', serviceId: 'legacy' },
        { serviceName: 'No id' },
      ],
      // Under a category without an id: not offered.
      categories: [
        {
          categoryName: 'Unnamed',
          services: [
            { serviceName: 'Detailing', adminServiceId: 'noCat' },
            { serviceName: 'Old polish', adminServiceId: 'off' },
            // Held twice: the copy with its quantity and rate decides them.
            { serviceName: 'Oil change', adminServiceId: 's1' },
          ],
        },
      ],
    };
    // s2 unticked (shown, so it may go), s3 newly ticked.
    expect(toAddServicesLines([...offered, offered[0]], new Set(['s1', 's3']), garage)).toEqual([
      { _id: 's1', serviceName: 'Oil change (old name)', quantity: 2, rate: 600 },
      { _id: 's3', serviceName: 'Tyres', quantity: 1, rate: 0 },
      { _id: 'off', serviceName: 'Old polish', quantity: 3, rate: 250 },
      { _id: 'legacy', serviceName: 'Legacy', quantity: 1, rate: 0 },
      { _id: 'noCat', serviceName: 'Detailing', quantity: 1, rate: 0 },
    ]);
    expect(toAddServicesLines([], new Set(), { services: undefined, categories: undefined })).toEqual([]);
    // Amounts held as text ("500") go back as their numbers, never as the defaults.
    const asText = { services: [{ serviceName: 'Oil change', adminServiceId: 's1', quantity: ' 2', rate: '500' }] } as never;
    expect(toAddServicesLines(offered, new Set(['s1']), asText)).toEqual([{ _id: 's1', serviceName: 'Oil change', quantity: 2, rate: 500 }]);
    const unreadable = { services: [{ serviceName: 'Wash', adminServiceId: 'w', quantity: 'two', rate: '' }] } as never;
    expect(toAddServicesLines([], new Set(), unreadable)).toEqual([{ _id: 'w', serviceName: 'Wash', quantity: 1, rate: 0 }]);
  });

  it('reads a business type sent as its code (1, 2, 3 in that order) by its name', () => {
    expect([1, '2', 3, 'Washing', undefined, ''].map(businessTypeName)).toEqual([
      'Workshops',
      'Accessories',
      'Washing',
      'Washing',
      undefined,
      undefined,
    ]);
  });

  it("one vehicle-type rule for every form: 4W offers types 1 and 3, 2W 2 and 3, Both all (a 'Both' category is a car and a bike category)", () => {
    const categories = [
      { _id: 'car', vehicleType: 1 },
      { _id: 'bike', vehicleType: 2 },
      { _id: 'both', vehicleType: 3 },
    ] as never[];
    const offered = {
      1: ['car', 'both'],
      2: ['bike', 'both'],
      3: ['car', 'bike', 'both'],
    };
    const ids = (list: { _id: string }[]) => list.map((entry) => entry._id);
    // An item sent without a vehicle type is offered for either, never for none.
    for (const type of [1, 2, 3]) expect(vehicleTypeFits(undefined, type)).toBe(true);
    for (const [type, expected] of Object.entries(offered)) {
      expect(ids(categories.filter((entry: { vehicleType: number }) => vehicleTypeFits(entry.vehicleType, type))), `rule ${type}`).toEqual(expected);
      // Add/Edit Garage, the SEO Add popups and the lead form's services all follow it.
      expect(ids(categoriesFor(categories, Number(type))), `garage ${type}`).toEqual(expected);
      expect(ids(categories.filter((entry: { vehicleType: number }) => seoCategoryFits(entry.vehicleType, type))), `seo ${type}`).toEqual(expected);
    }
    // Nothing chosen yet: the garage and lead forms offer everything, the SEO popups nothing.
    expect(ids(categoriesFor(categories, undefined))).toEqual(['car', 'bike', 'both']);
    expect(categories.filter((entry: { vehicleType: number }) => seoCategoryFits(entry.vehicleType, ''))).toEqual([]);
  });

  it('a new vehicle type drops the catalogue categories it excludes, and keeps held ones the active catalogue does not know', () => {
    const catalogue = [
      { _id: 'car', vehicleType: 1 },
      { _id: 'bike', vehicleType: 2 },
    ] as never[];
    // 'old' is inactive (not in the active catalogue); 'Car Wash' is held by its name only.
    expect(categoriesKept(['car', 'bike', 'old', 'Car Wash'], catalogue, 2)).toEqual(['bike', 'old', 'Car Wash']);
    expect(categoriesKept(['car', 'bike', 'old'], catalogue, 3)).toEqual(['car', 'bike', 'old']);
  });

  it('exports the 22 columns of 000 §2 in order', () => {
    expect(GARAGE_EXPORT_COLUMNS.map((column) => column.header)).toEqual(GARAGE_COLUMNS);
    const gst = GARAGE_EXPORT_COLUMNS.find((column) => column.header === 'GST')!;
    expect(gst.value({ gstNumber: '' } as Garage, 0)).toBe('N/A');
    // A business type sent as its code (1–3) is exported by its name, as the column shows it.
    const business = GARAGE_EXPORT_COLUMNS.find((column) => column.header === 'Business Type')!;
    expect([{ businessType: 2 }, { bussinessType: '3' }, { businessType: 'Workshops' }].map((row) => business.value(row as never, 0))).toEqual([
      'Accessories',
      'Washing',
      'Workshops',
    ]);
  });
});

describe('Google Places address mapping', () => {
  // What Place.fetchFields({ fields: ['addressComponents', 'location', 'formattedAddress'] }) gives for a Bengaluru garage.
  const koramangala: PlaceLike = {
    formattedAddress: '14, 80 Feet Rd, 6th Block, Koramangala, Bengaluru, Karnataka 560095, India',
    addressComponents: [
      { longText: '14', shortText: '14', types: ['street_number'] },
      { longText: '80 Feet Road', shortText: '80 Feet Rd', types: ['route'] },
      { longText: '6th Block', shortText: '6th Block', types: ['sublocality_level_2', 'sublocality', 'political'] },
      { longText: 'Koramangala', shortText: 'Koramangala', types: ['sublocality_level_1', 'sublocality', 'political'] },
      { longText: 'Bengaluru', shortText: 'Bengaluru', types: ['locality', 'political'] },
      { longText: 'Bangalore Urban', shortText: 'Bangalore Urban', types: ['administrative_area_level_3', 'political'] },
      { longText: 'Bangalore Division', shortText: 'Bangalore Division', types: ['administrative_area_level_2', 'political'] },
      { longText: 'Karnataka', shortText: 'KA', types: ['administrative_area_level_1', 'political'] },
      { longText: 'India', shortText: 'IN', types: ['country', 'political'] },
      { longText: '560095', shortText: '560095', types: ['postal_code'] },
    ],
    location: { lat: () => 12.9352403, lng: () => 77.6245478 },
  };

  it('maps sublocality, locality, state, postal code, country and location', () => {
    expect(PLACE_FIELDS).toEqual(['addressComponents', 'location', 'formattedAddress']);
    expect(addressFromPlace(koramangala)).toEqual({
      address: '14, 80 Feet Rd, 6th Block, Koramangala, Bengaluru, Karnataka 560095, India',
      area: 'Koramangala',
      city: 'Bengaluru',
      state: 'Karnataka',
      stateCode: 'KA',
      zip: '560095',
      country: 'India',
      countryCode: 'IN',
      latitude: 12.9352403,
      longitude: 77.6245478,
      cityAlternatives: ['Bangalore Urban', 'Bangalore Division'],
    });
  });

  it('leaves missing parts empty and accepts a literal location', () => {
    const place = addressFromPlace({
      formattedAddress: 'Maharashtra, India',
      addressComponents: [
        { longText: 'Maharashtra', shortText: 'MH', types: ['administrative_area_level_1', 'political'] },
        { longText: 'India', shortText: 'IN', types: ['country', 'political'] },
      ],
      location: { lat: 19.75, lng: 75.71 },
    });
    expect(place).toMatchObject({ area: '', city: '', state: 'Maharashtra', zip: '', country: 'India', latitude: 19.75, longitude: 75.71 });
    expect(addressFromPlace({})).toMatchObject({ address: '', area: '', city: '', latitude: undefined, longitude: undefined });
  });

  it('matches names case-insensitively, ignoring accents and punctuation', () => {
    expect(matchName(['tamil nadu'], ['Kerala', 'Tamil Nadu'])).toBe('Tamil Nadu');
    expect(matchName(['Sāgar', 'x'], ['Puducherry', 'SAGAR'])).toBe('SAGAR');
    expect(matchName(['Dadra-Nagar Haveli'], ['Dadra Nagar Haveli'])).toBe('Dadra Nagar Haveli');
    expect(matchName(['Gurugram', 'Gurgaon'], ['GURGAON', 'Faridabad'])).toBe('GURGAON');
    expect(matchName([''], ['Goa'])).toBeUndefined();
  });

  it('sets the form values with state and city spelt as their lists spell them', async () => {
    const cityCalls: string[] = [];
    const values = await placeToFormValues(addressFromPlace(koramangala), {
      states: async () => [
        { _id: 's-kl', stateName: 'Kerala', iso2: 'KL' },
        { _id: 's-ka', stateName: 'KARNATAKA', iso2: 'KA' },
      ],
      cities: async (stateId) => {
        cityCalls.push(stateId);
        return [
          { _id: 'c1', cityName: 'Mysuru' },
          { _id: 'c2', cityName: 'bengaluru' },
        ];
      },
    });
    expect(cityCalls).toEqual(['s-ka']);
    expect(values).toEqual({
      address: '14, 80 Feet Rd, 6th Block, Koramangala, Bengaluru, Karnataka 560095, India',
      area: 'Koramangala',
      state: 'KARNATAKA',
      city: 'bengaluru',
      latitude: 12.9352403,
      longitude: 77.6245478,
    });
  });

  it('falls back to the state code, the district, then Google spelling', async () => {
    const place = addressFromPlace(koramangala);
    const lists = {
      states: async () => [{ _id: 's-ka', stateName: 'Karnataka State', iso2: 'ka' }],
      cities: async () => [{ _id: 'c1', cityName: 'Bangalore Urban' }],
    };
    expect(await placeToFormValues(place, lists)).toMatchObject({ state: 'Karnataka State', city: 'Bangalore Urban' });
    const unknownCity = await placeToFormValues(place, { ...lists, cities: async () => [{ _id: 'c1', cityName: 'Mysuru' }] });
    expect(unknownCity).toMatchObject({ state: 'Karnataka State', city: 'Bengaluru' });
    const failing = await placeToFormValues(place, {
      states: () => Promise.reject(new Error('offline')),
      cities: async () => [],
    });
    expect(failing).toMatchObject({ state: 'Karnataka', city: 'Bengaluru', area: 'Koramangala' });
  });
});

describe('garageIdForCalls', () => {
  it('sends the garageId a row carries, also when its _id is another record (subscriptions and garage dialogs alike)', () => {
    expect(garageIdForCalls({ _id: 'g1', garageId: 'g1' })).toBe('g1');
    expect(garageIdForCalls({ _id: 'request-7', garageId: 'g2' })).toBe('g2');
    expect(garageIdForCalls({ garageId: 'g3' })).toBe('g3');
  });

  it('falls back to the document _id when garageId is missing or empty, and to "" when neither is there', () => {
    expect(garageIdForCalls({ _id: 'g4' })).toBe('g4');
    expect(garageIdForCalls({ _id: 'g5', garageId: '' })).toBe('g5');
    expect(garageIdForCalls({})).toBe('');
  });
});

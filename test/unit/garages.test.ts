import { describe, expect, it } from 'vitest';
import type { Garage } from '../../src/api/types';
import { categoriesFor } from '../../src/resources/garages/GarageFormFields';
import {
  GARAGE_EXPORT_COLUMNS,
  coinsAfter,
  defaultDays,
  fromWorkingHours,
  newImageAlt,
  toAvailableTimes,
  toCoinsPayload,
  toGarageProfileUpdate,
  toGarageRegistration,
  toServiceLines,
  toWorkingHours,
} from '../../src/resources/garages/payloads';

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
    expect(new Set(toWorkingHours('24x7', days).map((hour) => `${hour.DayStatus} ${hour.StartTime}-${hour.EndTime}`))).toEqual(new Set(['true 12:00:00 AM-11:59:00 PM']));
    const registration = toGarageRegistration({ openingMode: '24x7', days, garageType: 3 }, '');
    expect([registration.startTime, registration.endTime]).toEqual(['12:00:00 AM', '11:59:00 PM']);
  });

  it('maps the Edit Garage form to PUT /editGarageProfile and reads stored hours back', () => {
    const payload = toGarageProfileUpdate({ _id: 'g1', garageId: 'g1' }, { garageName: 'A', area: 'B', garageType: 2, categories: ['c1'], openingMode: 'manual', days }, '/x.png');
    expect(payload).toMatchObject({ garageId: 'g1', garageName: 'A', area: 'B', garageType: 2, imagePath: '/x.png', categories: [{ categoryId: 'c1' }] });
    expect(payload.workingHours![6]).toEqual({ Day: 'Sunday', DayStatus: false, StartTime: '09:00:00 AM', EndTime: '06:00:00 PM' });
    expect(fromWorkingHours(payload.workingHours)).toEqual({ openingMode: 'manual', days });
    expect(fromWorkingHours(toWorkingHours('24x7', days)).openingMode).toBe('24x7');
    expect(fromWorkingHours(undefined)).toEqual({ openingMode: 'manual', days: defaultDays() });
  });

  it('builds the coins payload and preview; anything but add or sub is an invalid operation', () => {
    expect(toCoinsPayload('g1', 'add', '25')).toEqual({ garageId: 'g1', updateCoins: 25, paymentType: 'add' });
    expect(toCoinsPayload('g1', 'sub', 5)).toEqual({ garageId: 'g1', updateCoins: 5, paymentType: 'sub' });
    expect(() => toCoinsPayload('g1', 'mul', 5)).toThrow('Invalid operation');
    expect(() => toCoinsPayload('g1', 'add', '-3')).toThrow();
    expect(coinsAfter(100, 'add', '25')).toBe(125);
    expect(coinsAfter(100, 'sub', '25')).toBe(75);
    expect(coinsAfter(100, '', '25')).toBe(100);
  });

  it('generates alt text from marketplace id, name, city and a number from 1000 to 9999', () => {
    const garage = { marketplaceId: 'MKT123456', garageName: 'Ganga Auto Works', city: 'Delhi' } as unknown as Garage;
    expect(newImageAlt(garage, () => 0)).toBe('MKT123456 Ganga Auto Works Delhi 1000');
    expect(newImageAlt(garage, () => 0.99999)).toBe('MKT123456 Ganga Auto Works Delhi 9999');
  });

  it('adds service lines with quantity 1 and rate 0', () => {
    expect(toServiceLines([{ _id: 's1', serviceName: 'Oil change' }])).toEqual([{ _id: 's1', serviceName: 'Oil change', quantity: 1, rate: 0 }]);
  });

  it('narrows categories by vehicle type', () => {
    const categories = [
      { _id: 'car', vehicleType: 1 },
      { _id: 'bike', vehicleType: 2 },
      { _id: 'both', vehicleType: 3 },
    ] as never[];
    expect(categoriesFor(categories, 1).map((entry: { _id: string }) => entry._id)).toEqual(['car', 'both']);
    expect(categoriesFor(categories, '2').map((entry: { _id: string }) => entry._id)).toEqual(['bike', 'both']);
    expect(categoriesFor(categories, 3)).toHaveLength(3);
  });

  it('exports the 22 columns of 000 §2 in order', () => {
    expect(GARAGE_EXPORT_COLUMNS.map((column) => column.header)).toEqual([
      'S.No', 'Register Date', 'Marketplace Id', 'Garage Name', 'Owner Name', 'Email', 'Mobile', 'Address', 'State', 'City', 'Area', 'PAN', 'GST',
      'Business Type', 'Vehicle Type', 'Categories', 'Services', 'Bank Details', 'URL', 'Social Media', 'Working Hours', 'Status',
    ]);
    const gst = GARAGE_EXPORT_COLUMNS.find((column) => column.header === 'GST')!;
    expect(gst.value({ gstNumber: '' } as Garage, 0)).toBe('N/A');
  });
});

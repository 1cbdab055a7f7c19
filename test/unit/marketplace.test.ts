import { describe, expect, it } from 'vitest';
import { AnswerUnreadable, ApiError } from '../../src/api/http';
import type { Booking, Garage, MarketplaceUser } from '../../src/sandbox/records';
import { SaveFailure } from '../../src/api/failures';
import { bookings } from '../../src/areas/marketplace/bookings';
import { customerManagement, myCustomers } from '../../src/areas/marketplace/customers';
import { analyticsFailure, onlineApproveGarage, ourGarage, toAnalyticsPayload } from '../../src/areas/garages/online';
import { toOnlineGarageUpdate } from '../../src/areas/garages/online/saves';
import { categoriesHeld } from '../../src/areas/garages/saves';
import { listFailure, quotes, toPickerDate, toQuotesRequest } from '../../src/areas/marketplace/quotes';
import { isVerifiedUser, userVerified, users } from '../../src/areas/marketplace/users';
import { WEEKDAYS, type DayHours } from '../../src/areas/garages/model';

const garage = { _id: 'g1', garageId: 'g1', garageName: 'Shree Auto', garageOwnerName: 'Ravi Kumar', city: 'Pune', status: true } as Garage;
const days: DayHours[] = WEEKDAYS.map((day) => ({ day, closed: day === 'Sunday', start: '09:00:00 AM', end: '07:00:00 PM' }));

describe('marketplace routes and definitions', () => {
  it('declares the spec routes, and one customer screen under two routes', () => {
    expect([onlineApproveGarage, ourGarage, myCustomers, bookings, quotes, users].map((resource) => resource.route)).toEqual([
      'admin/marketplace/approveGarage',
      'admin/marketplace/ourGarage',
      'admin/marketplace/mycustomer',
      'admin/marketplace/booking',
      'admin/marketplace/quotes',
      'admin/marketplace/users',
    ]);
    expect(customerManagement.route).toBe('admin/customerManagement');
    expect(customerManagement.list).toBe(myCustomers.list);
    expect(quotes.paging).toBe('server');
    expect([quotes.export?.fileName, users.export?.fileName]).toEqual(['quotes_data.xlsx', 'users_data.xlsx']);
    for (const resource of [onlineApproveGarage, ourGarage, myCustomers, bookings, quotes, users]) expect(resource.pageSize).toBe(10);
  });
});

describe('quotes request', () => {
  it('sends page, limit 10 and the range as DD-MM-YYYY, the other filters empty', () => {
    expect(toQuotesRequest({ from: '2026-10-01', to: '2026-10-31', q: 'ignored' }, 3, 10)).toEqual({
      page: 3,
      limit: 10,
      garageId: '',
      customerId: '',
      source: '',
      startDate: '01-10-2026',
      endDate: '31-10-2026',
    });
    expect(toPickerDate(undefined)).toBe('');
  });

  it('keeps the server words of a 400, says Something went wrong otherwise, and keeps the status', () => {
    const refused = listFailure(
      new ApiError('limit must be positive', 400, 400, { message: 'limit must be positive' }),
      'resources.quotes.errors.generic',
    ) as ApiError;
    expect([refused.message, refused.status]).toEqual(['limit must be positive', 400]);
    // A 400 without words: the generic text, never the HTTP status text.
    const wordless = listFailure(new ApiError('Bad Request', 400, undefined, {}), 'resources.quotes.errors.generic') as ApiError;
    expect([wordless.message, wordless.status]).toEqual(['resources.quotes.errors.generic', 400]);
    const broken = listFailure(new ApiError('Sandbox fault 500', 500), 'resources.quotes.errors.generic') as ApiError;
    expect([broken.message, broken.status]).toEqual(['resources.quotes.errors.generic', 500]);
    expect((listFailure(new ApiError('x', 401), 'k') as ApiError).status).toBe(401);
    // An answer not as documented stays named (call and field), with its Retry.
    const unreadable = new AnswerUnreadable({ call: 'POST /{product}/getQuotes', field: 'data', expected: 'list' });
    expect(listFailure(unreadable, 'resources.quotes.errors.generic')).toBe(unreadable);
  });
});

describe('edit garage payload', () => {
  it('maps the popup to PUT /editGarageProfile with availableTimes, time 1 and the coordinates', () => {
    const payload = toOnlineGarageUpdate(
      garage,
      {
        garageName: ' Shree Auto Care ',
        email: 'care@shree.in',
        phoneNumber: '9876543210',
        address: '12 MG Road',
        pancardNumber: 'abcde1234f',
        businessType: 'Workshops',
        gstNumber: '',
        openingMode: 'manual',
        days,
        garageType: '3',
        specialized: ['Car Service'],
        aboutGarage: 'Since 1999',
        latitude: 18.52,
        longitude: 73.85,
      },
      '/uploads/logo.png',
    );
    expect(payload).toEqual({
      garageId: 'g1',
      garageName: 'Shree Auto Care',
      email: 'care@shree.in',
      phoneNumber: '9876543210',
      address: '12 MG Road',
      pancardNumber: 'ABCDE1234F',
      bussinessType: 'Workshops',
      // Left empty, and the garage was read without one: not sent over what the server may hold.
      time: 1,
      availableTimes: WEEKDAYS.map((day) =>
        day === 'Sunday' ? { day, slots: [], checked: true } : { day, slots: [{ startTime: '09:00:00 AM', endTime: '07:00:00 PM' }], checked: false },
      ),
      garageType: 3,
      specialized: ['Car Service'],
      aboutGarage: 'Since 1999',
      imagePath: '/uploads/logo.png',
      latitude: 18.52,
      longitude: 73.85,
      garageOwnerName: 'Ravi Kumar',
      city: 'Pune',
    });
  });

  it('leaves out the owner name and city the row was read without, instead of sending them empty', () => {
    const bare = { _id: 'g2', garageId: 'g2', garageName: 'Shree Auto', status: true } as Garage;
    const values = { garageName: 'Shree Auto', openingMode: '24x7' as const, days, garageType: '1', latitude: 18.52, longitude: 73.85 };
    // The text fields left empty that the row was read without are not sent either.
    const sent = {
      garageId: 'g2',
      garageName: 'Shree Auto',
      time: 2,
      availableTimes: WEEKDAYS.map((day) => ({ day, slots: [], checked: false })),
      garageType: 1,
      latitude: 18.52,
      longitude: 73.85,
    };
    const payload = toOnlineGarageUpdate(bare, values, '');
    expect(payload).toEqual(sent);
    expect(Object.keys(payload)).not.toContain('garageOwnerName');
    expect(Object.keys(payload)).not.toContain('city');
    // No categories read and none picked: none sent ([] would wipe those the server holds).
    expect(Object.keys(payload)).not.toContain('specialized');
    // Read with them (even empty as stored), they go back unchanged.
    expect(toOnlineGarageUpdate({ ...bare, garageOwnerName: 'Ravi Kumar', city: '', categories: [] }, values, '')).toEqual({
      ...sent,
      garageOwnerName: 'Ravi Kumar',
      city: '',
      specialized: [],
    });
  });

  it('reads categories sent as bare ids, bare names or populated, and never sends [] over categories it could not read', () => {
    const catalogue = [
      { _id: '64a000000000000000000001', categoryName: 'Car Wash' },
      { _id: '64a000000000000000000002', categoryName: 'Tyres' },
    ];
    const sentAs = ['64a000000000000000000001', 'Tyres', { categoryId: { _id: '64a000000000000000000009', categoryName: 'Detailing' } }];
    expect(categoriesHeld({ categories: sentAs } as unknown as Garage, catalogue)).toEqual([
      { _id: '64a000000000000000000001', categoryName: 'Car Wash' },
      { _id: '64a000000000000000000002', categoryName: 'Tyres' },
      { _id: '64a000000000000000000009', categoryName: 'Detailing' },
    ]);
    // Categories the reader could not read (marked on the row): an untouched empty picker sends none.
    const unread = { ...garage, categories: [], __unreadable: ['categories'] } as unknown as Garage;
    expect(Object.keys(toOnlineGarageUpdate(unread, { garageName: 'Shree Auto', openingMode: '24x7', days }, ''))).not.toContain('specialized');
  });

  it('sends a value the garage held and the user cleared as empty', () => {
    const held = { ...garage, gstIn: '27ABCDE1234F1Z5', aboutGarage: 'Since 1999' } as Garage;
    const payload = toOnlineGarageUpdate(held, { garageName: 'Shree Auto', gstNumber: '', aboutGarage: '', openingMode: '24x7', days }, '');
    expect(payload).toMatchObject({ gstNumber: '', aboutGarage: '' });
    expect(Object.keys(payload)).not.toContain('email');
  });

  it('sends time 2 and open days for 24x7', () => {
    const payload = toOnlineGarageUpdate(garage, { openingMode: '24x7', days }, '');
    expect(payload.time).toBe(2);
    expect(payload.availableTimes?.every((entry) => entry.checked === false)).toBe(true);
  });
});

describe('analytics payload', () => {
  it('sends empty numbers as "0" and no sponsor fields when not sponsored', () => {
    expect(
      toAnalyticsPayload('g1', {
        isVerified: true,
        jobs_completed: 12,
        rating: '',
        rating_count: null,
        review_count: 4,
        isSponsored: false,
        sponsoredRadius: 5,
      }),
    ).toEqual({ isVerified: true, jobs_completed: 12, rating: '0', rating_count: '0', review_count: 4, garageId: 'g1', isSponsored: false });
  });

  it('sends the sponsor fields only when sponsored, dates YYYY-MM-DD', () => {
    expect(
      toAnalyticsPayload('g1', {
        isVerified: false,
        jobs_completed: '',
        rating: 4.5,
        rating_count: 10,
        review_count: 3,
        isSponsored: true,
        sponsoredStartDate: '2026-11-01',
        sponsoredEndDate: '2026-12-01',
        sponsoredServices: ['c1', 'c2'],
        sponsoredRadius: 10,
        sponsoredPrice: '',
      }),
    ).toEqual({
      isVerified: false,
      jobs_completed: '0',
      rating: 4.5,
      rating_count: 10,
      review_count: 3,
      garageId: 'g1',
      isSponsored: true,
      sponsoredStartDate: '2026-11-01',
      sponsoredEndDate: '2026-12-01',
      sponsoredServices: ['c1', 'c2'],
      sponsoredRadius: 10,
      sponsoredPrice: '0',
    });
  });

  it('warns with the server message on 400 and 404, otherwise Something went wrong', () => {
    expect(analyticsFailure(new ApiError('rating must be between 0 and 5', 400, 400, { message: 'rating must be between 0 and 5' }))).toEqual(
      new SaveFailure('rating must be between 0 and 5', 'warning'),
    );
    expect(analyticsFailure(new ApiError('Garage not found', 404, 404, { message: 'Garage not found' })).type).toBe('warning');
    // A 200 answer with responseCode 404 and no words: 'Something went wrong', not the status text 'OK'.
    const wordless = analyticsFailure(new ApiError('OK', 200, 404, { responseCode: 404 }));
    expect([wordless.message, wordless.type]).toEqual(['resources.ourGarage.analytics.failed', 'error']);
    const other = analyticsFailure(new ApiError('Sandbox fault 500', 500));
    expect([other.message, other.type]).toEqual(['resources.ourGarage.analytics.failed', 'error']);
  });
});

describe('users', () => {
  it('treats customerStatus 1 as verified and exports the verification', () => {
    const row = { customer: { date: '2026-10-01', customerName: 'Asha', phoneNumber: '98', customerStatus: 1 } } as MarketplaceUser;
    expect(isVerifiedUser(row)).toBe(true);
    expect(isVerifiedUser({ customer: { ...row.customer, customerStatus: 0 } })).toBe(false);
    const verification = users.export!.columns.find((column) => column.header === 'Verification')!;
    expect(verification.value(row, 0)).toBe('Verified');
    // Not sent: neither verified nor not, on the screen and in the file.
    const unsent = { customer: { ...row.customer, customerStatus: undefined } } as MarketplaceUser;
    expect(userVerified(unsent)).toBeUndefined();
    expect(verification.value(unsent, 0)).toBe('-');
  });
});

describe('bookings export', () => {
  it("writes '-' for a rating and an order status the booking was sent without, as the screen shows", () => {
    const column = (header: string) => bookings.export!.columns.find((entry) => entry.header === header)!;
    const booking = { bookingId: 'B1' } as Booking;
    expect(column('Rating').value(booking, 0)).toBe('-');
    expect(column('Order Status').value(booking, 0)).toBe('-');
    expect(column('Rating').value({ ...booking, rating: 0 }, 0)).toBe(0);
    expect(column('Order Status').value({ ...booking, orderStatus: false }, 0)).toBe('InActive');
    expect(column('Order Status').value({ ...booking, orderStatus: true }, 0)).toBe('Active');
  });
});

/**
 * The two Edit Garage forms round-trip: a garage answered in each shape the documents allow
 * (documented, minimal, Mongoose's, and the alternative forms: gstIn, bussinessType, categories by
 * name only), submitted untouched, goes back with every value it had under the request's documented
 * names; nothing it had is sent empty, dropped or replaced by a default.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Garage } from '../../src/api/types';
import { product } from '../../src/config';
import type { SeedGarage } from '../../src/sandbox/seed';
import { SHAPE_NAMES, shapedAnswer } from '../../src/sandbox/shapes';
import { renderScreen } from './renderApp';
import { resetSandbox, sandbox, sent } from './sandboxServer';

beforeEach(resetSandbox);
afterEach(() => {
  sandbox.setShape('documented');
  Reflect.deleteProperty(window.navigator, 'geolocation');
});

const rows = () => screen.getAllByRole('row').slice(1);
const bodyOf = (path: string) => sent.filter((call) => call.path === path).map((call) => call.body as Record<string, unknown>);
const byDateDesc = (a: SeedGarage, b: SeedGarage) => b.registationDate.localeCompare(a.registationDate);
/** A live garage with categories, a GST number and working hours: the values a save could lose. */
const fullGarage = () =>
  sandbox.store.db.garages
    .filter((garage) => garage.accountStatus === 'active' && garage.categories.length > 0 && garage.gstNumber && garage.workingHours?.length)
    .sort(byDateDesc)[0]!;

/** Only what the record had: a value it did not have may be sent empty. */
const had = (expected: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(expected).filter(([, value]) => value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0)),
  );

/** The marketplace's Edit Garage popup opened on `stored` (found by its marketplace id) and submitted untouched, the browser's location allowed. */
async function saveUntouchedInMarketplace(stored: SeedGarage) {
  Object.defineProperty(window.navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition: (resolve: PositionCallback) => resolve({ coords: { latitude: 18.52, longitude: 73.85 } } as GeolocationPosition) },
  });
  renderScreen(`/admin/${product}/ourGarage`, 'admin');
  fireEvent.change(await screen.findByRole('searchbox', { name: 'Search' }), { target: { value: String(stored.marketplaceId) } });
  await waitFor(() => expect(rows()).toHaveLength(1));
  fireEvent.click(within(rows()[0]!).getByRole('button', { name: `Edit ${stored.garageName}` }));
  const dialog = await screen.findByRole('dialog', { name: `Edit Garage: ${stored.garageName}`, busy: false });
  await waitFor(() => expect(within(dialog).getByLabelText(/^Garage Name/)).toHaveValue(stored.garageName));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
  await waitFor(() => expect(bodyOf('/editGarageProfile')).toHaveLength(1));
}

/** The garage portal's Edit Garage popup opened on `stored`, the newest garage (the list's first row), and submitted untouched. */
async function saveUntouchedInGarageManagement(stored: SeedGarage) {
  renderScreen('/admin/GarageManagement', 'admin');
  await waitFor(() => expect(rows().length).toBeGreaterThan(0));
  fireEvent.click(within(rows()[0]!).getByRole('button', { name: `Edit ${stored.garageName}` }));
  const dialog = await screen.findByRole('dialog', { name: `Edit Garage: ${stored.garageName}`, busy: false });
  await waitFor(() => expect(dialog.querySelector('[name="garageName"]')).toHaveValue(stored.garageName));
  fireEvent.click(within(dialog).getByText('Submit'));
  await waitFor(() => expect(bodyOf('/editGarageProfile')).toHaveLength(1));
}

describe('what a garage holds in its own words', () => {
  it('goes back from the marketplace popup as held: a text with spaces around it, a category under the name it holds', async () => {
    const stored = fullGarage();
    const address = `  ${stored.address}\n`;
    stored.address = address;
    stored.categories[0]!.categoryName = `${stored.categories[0]!.categoryName} (old name)`;
    const categoryNames = stored.categories.map((category) => category.categoryName);
    await saveUntouchedInMarketplace(stored);
    const body = bodyOf('/editGarageProfile')[0]!;
    expect(body.address).toBe(address);
    expect(body.specialized).toEqual(categoryNames);
  });

  it('keeps categories held by name alone in the garage portal popup, and the sandbox keeps them after the save', async () => {
    const stored = sandbox.store.db.garages.filter((garage) => garage.accountStatus === 'active').sort(byDateDesc)[0]!;
    const known = sandbox.store.db.categories[0]!.categoryName;
    stored.categories = [{ categoryName: known }, { categoryName: 'Vintage Restoration' }];
    await saveUntouchedInGarageManagement(stored);
    expect(bodyOf('/editGarageProfile')[0]!.categories).toEqual([
      { categoryName: known, categoryId: sandbox.store.db.categories[0]!._id },
      { categoryName: 'Vintage Restoration' },
    ]);
    expect(stored.categories.map((category) => category.categoryName)).toEqual([known, 'Vintage Restoration']);
  });
});

describe.each(SHAPE_NAMES.map((shape) => [shape]))('a garage answered %s', (shape) => {
  it('goes back whole from the marketplace Edit Garage popup', async () => {
    const stored = fullGarage();
    sandbox.setShape(shape);
    const answered = (
      shapedAnswer('GET /onlineGarages', { data: { data: [structuredClone(stored)] } }, shape, product) as { data: { data: Garage[] } }
    ).data.data[0]!;
    await saveUntouchedInMarketplace(stored);
    expect(bodyOf('/editGarageProfile')[0]).toMatchObject(
      had({
        garageId: answered.garageId ?? answered._id,
        garageName: answered.garageName,
        email: answered.email,
        phoneNumber: answered.phoneNumber,
        address: answered.address,
        pancardNumber: answered.pancardNumber,
        gstNumber: answered.gstNumber || answered.gstIn,
        bussinessType: answered.businessType ?? answered.bussinessType,
        garageType: answered.garageType,
        specialized: (answered.categories ?? []).map((category) => category.categoryName),
        aboutGarage: answered.aboutGarage,
        imagePath: answered.imagePath,
        garageOwnerName: answered.garageOwnerName,
        city: answered.city,
      }),
    );
    // The stored week goes back as the popup's documented availableTimes (002 §7), day for day.
    const sentHours = bodyOf('/editGarageProfile')[0] as { time?: number; availableTimes?: { day: string; slots: unknown[]; checked: boolean }[] };
    const storedHours = answered.workingHours!;
    expect(storedHours).toHaveLength(7);
    expect(sentHours.time).toBe(1);
    expect(sentHours.availableTimes).toEqual(
      ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((day) => {
        const hour = storedHours.find((entry) => String(entry.Day).toLowerCase() === day.toLowerCase())!;
        const closed = hour.DayStatus === false || hour.DayStatus === 'false';
        return { day, slots: closed ? [] : [{ startTime: hour.StartTime, endTime: hour.EndTime }], checked: closed };
      }),
    );
  });

  it('sends no hours from the marketplace popup for a garage stored without them', async () => {
    const stored = fullGarage();
    delete (stored as { workingHours?: unknown }).workingHours;
    sandbox.setShape(shape);
    await saveUntouchedInMarketplace(stored);
    // The seven open days the popup shows such a garage are its own filling-in: not written.
    expect(bodyOf('/editGarageProfile')[0]).not.toHaveProperty('availableTimes');
    expect(bodyOf('/editGarageProfile')[0]).not.toHaveProperty('time');
  });

  it('goes back whole from the garage portal Edit Garage popup', async () => {
    const stored = sandbox.store.db.garages.filter((garage) => garage.accountStatus === 'active').sort(byDateDesc)[0]!;
    sandbox.setShape(shape);
    const answered = (shapedAnswer('POST /getSingleGarage', { data: structuredClone(stored) }, shape, product) as { data: Garage }).data;
    await saveUntouchedInGarageManagement(stored);
    expect(bodyOf('/editGarageProfile')[0]).toMatchObject(
      had({
        garageId: answered.garageId ?? answered._id,
        garageName: answered.garageName,
        ownerName: answered.garageOwnerName,
        phoneNumber: answered.phoneNumber,
        email: answered.email,
        address: answered.address,
        area: answered.area,
        state: answered.state,
        city: answered.city,
        pancardNumber: answered.pancardNumber,
        gstNumber: answered.gstNumber || answered.gstIn,
        businessType: answered.businessType ?? answered.bussinessType,
        urlLink: answered.urlLink,
        aboutGarage: answered.aboutGarage,
        garageType: answered.garageType,
        latitude: answered.latitude ?? answered.location?.coordinates?.[1],
        longitude: answered.longitude ?? answered.location?.coordinates?.[0],
        imagePath: answered.imagePath,
        // Each category as held: its name and the services filed under it go back with it.
        categories: answered.categories,
        // Untouched hours go back as read.
        workingHours: answered.workingHours,
      }),
    );
    // Read without hours or categories: none invented, none emptied.
    if (!answered.workingHours) expect(bodyOf('/editGarageProfile')[0]).not.toHaveProperty('workingHours');
    if (!answered.categories) expect(bodyOf('/editGarageProfile')[0]).not.toHaveProperty('categories');
  });
});

describe('a business type stored as its code (002: coded 1, 2, 3)', () => {
  it('shows its name in the garage portal Edit Garage and goes back as the code', async () => {
    const stored = sandbox.store.db.garages.filter((garage) => garage.accountStatus === 'active').sort(byDateDesc)[0]!;
    (stored as { businessType?: unknown }).businessType = '2';
    renderScreen('/admin/GarageManagement', 'admin');
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    fireEvent.click(within(rows()[0]!).getByRole('button', { name: `Edit ${stored.garageName}` }));
    const dialog = await screen.findByRole('dialog', { name: `Edit Garage: ${stored.garageName}`, busy: false });
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /^Business Type/ })).toHaveTextContent('Accessories'));
    fireEvent.click(within(dialog).getByText('Submit'));
    await waitFor(() => expect(bodyOf('/editGarageProfile')).toHaveLength(1));
    expect(bodyOf('/editGarageProfile')[0]).toMatchObject({ businessType: '2' });
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defaultDays } from '../../src/areas/garages/model';
import { fromWorkingHours, toAvailableTimes } from '../../src/areas/garages/saves';
import type { SeedGarage } from '../../src/sandbox/seed';
import { renderScreen, setupUser } from './renderApp';
import { resetSandbox, sandbox, sandboxServer, sent } from './sandboxServer';
import { http, HttpResponse } from 'msw';

beforeEach(resetSandbox);
afterEach(() => {
  // jsdom has no geolocation; each test that saves a garage stubs it.
  Reflect.deleteProperty(window.navigator, 'geolocation');
});

const rows = () => screen.getAllByRole('row').slice(1);
const bodiesOf = (path: string) => sent.filter((call) => call.path === path).map((call) => call.body);
const requested = () => sandbox.store.db.garages.filter((garage) => garage.accountStatus === 'pending' && garage.regStatus === 3);
const live = () => sandbox.store.db.garages.filter((garage) => garage.accountStatus === 'active');
const publicId = (garage: SeedGarage) => String(garage.marketplaceId);

function stubGeolocation(outcome: 'allow' | 'deny') {
  Object.defineProperty(window.navigator, 'geolocation', {
    configurable: true,
    value: {
      getCurrentPosition: (resolve: PositionCallback, reject: PositionErrorCallback) =>
        outcome === 'allow'
          ? resolve({ coords: { latitude: 18.5204, longitude: 73.8567 } } as GeolocationPosition)
          : reject({ code: 1, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3, message: 'denied' } as GeolocationPositionError),
    },
  });
}

/** The Edit Garage popup once its form shows (it opens when its code and the catalogue are in). */
async function editGarageDialog() {
  return waitFor(() => {
    const dialog = screen.getByRole('dialog');
    within(dialog).getByLabelText(/^Garage Name/);
    return dialog;
  });
}

/** Our Garage narrowed to one garage by its marketplace id. */
async function openOurGarage(garage: SeedGarage) {
  renderScreen('/admin/marketplace/ourGarage', 'admin');
  await screen.findByRole('heading', { name: 'Our Garage', level: 1 });
  await waitFor(() => expect(rows()).toHaveLength(10));
  fireEvent.change(await screen.findByRole('searchbox', { name: 'Search' }), { target: { value: publicId(garage) } });
  await waitFor(() => expect(rows()).toHaveLength(1));
  return rows()[0];
}

describe('approve garage (marketplace)', () => {
  it('lists requested garages as Pending with their specializations and approves one after confirmation', async () => {
    const user = setupUser();
    const pending = requested();
    const garage = pending[0];
    renderScreen('/admin/marketplace/approveGarage', 'admin');
    await screen.findByRole('heading', { name: 'Approve Garage', level: 1 });
    await waitFor(() => expect(rows()).toHaveLength(Math.min(pending.length, 10)));
    const row = rows().find((candidate) => candidate.textContent!.includes(publicId(garage)))!;
    expect(row).toHaveTextContent('Pending');
    expect(row).toHaveTextContent(garage.specializations![0].name);

    await user.click(within(row).getByRole('button', { name: `Approve: ${garage.garageName}` }));
    expect(await screen.findByText('Are you sure Approve this Garage?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Approve Success')).toBeInTheDocument();
    expect(bodiesOf('/approveGarageRequest')).toEqual([{ garageId: garage._id }]);
    await waitFor(() => expect(screen.queryByText(publicId(garage))).not.toBeInTheDocument());
    expect(sandbox.store.db.garages.find((entry) => entry._id === garage._id)!.accountStatus).toBe('active');
  });

  it('says The garage could not be approved. when the server fails, and keeps the request listed', async () => {
    const user = setupUser();
    const garage = requested()[0];
    sandbox.faults.set('POST /approveGarageRequest', { status: 500, times: 1 });
    renderScreen('/admin/marketplace/approveGarage', 'admin');
    await user.click(await screen.findByRole('button', { name: `Approve: ${garage.garageName}` }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('The garage could not be approved.')).toBeInTheDocument();
    expect(screen.queryByText('Approve Success')).not.toBeInTheDocument();
    // Still listed, once the closing Yes/No dialog no longer hides the list.
    expect(await screen.findByRole('button', { name: `Approve: ${garage.garageName}` })).toBeInTheDocument();
    expect(sandbox.store.db.garages.find((entry) => entry._id === garage._id)!.accountStatus).toBe('pending');
  });

  it('opens the garage detail modals shared with the garage portal', async () => {
    const user = setupUser();
    const garage = requested()[0];
    renderScreen('/admin/marketplace/approveGarage', 'admin');
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    const row = rows().find((candidate) => candidate.textContent!.includes(publicId(garage)))!;
    await user.click(within(row).getByRole('button', { name: `View Working Hours: ${garage.garageName}` }));
    const dialog = await screen.findByRole('dialog', { name: `Working Hours: ${garage.garageName}` });
    expect(dialog).toHaveTextContent(garage.workingHours[0].StartTime);
  });
});

/** The analytics dialog once its record has loaded: a loading dialog stands in until then. */
const loadedAnalyticsDialog = async () => (await screen.findByLabelText('Jobs Completed')).closest<HTMLElement>('[role="dialog"]')!;
/** A live garage whose analytics record is not sponsored, and that record. */
const unsponsoredGarage = () => {
  const record = sandbox.store.db.analytics.find((entry) => !entry.isSponsored && live().some((garage) => garage._id === entry.garageId))!;
  return { record, garage: live().find((entry) => entry._id === record.garageId)! };
};
/** Opens a garage's Marketplace Analytics from its Our Garage row; resolves to the loaded dialog. */
async function openAnalytics(user: ReturnType<typeof setupUser>, garage: { garageName: string } & Parameters<typeof openOurGarage>[0]) {
  const row = await openOurGarage(garage);
  await user.click(within(row).getByRole('button', { name: `Marketplace Analytics: ${garage.garageName}` }));
  return loadedAnalyticsDialog();
}

describe('our garage', () => {
  it('asks, sends the inverted status and says Status Changed Success', async () => {
    const user = setupUser();
    const garage = live().find((entry) => entry.status)!;
    const row = await openOurGarage(garage);
    expect(row).toHaveTextContent(garage.categories[0].categoryName);
    // The names column is headed apart from the Categories view column.
    expect(screen.getAllByRole('columnheader', { name: 'Categories' })).toHaveLength(1);
    expect(screen.getByRole('columnheader', { name: 'Category Names' })).toBeInTheDocument();
    await user.click(within(row).getByRole('switch'));
    expect(await screen.findByText('Are you sure Deactivate this Garage?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Status Changed Success')).toBeInTheDocument();
    expect(bodiesOf('/garageStatusChanging')).toEqual([{ garageId: garage._id, status: false }]);
    await waitFor(() => expect(within(rows()[0]).getByText('Inactive')).toBeInTheDocument());
  });

  it('goes to the garage SEO editor', async () => {
    const user = setupUser();
    const garage = live()[0];
    const row = await openOurGarage(garage);
    await user.click(within(row).getByRole('button', { name: `SEO Edit: ${garage.garageName}` }));
    await waitFor(() => expect(window.location.pathname).toBe(`/admin/marketplace/garageseoedit/${garage._id}`));
  });

  it('saves analytics without sponsor fields when not sponsored, empty numbers as "0"', async () => {
    const user = setupUser();
    const { record, garage } = unsponsoredGarage();
    const dialog = await openAnalytics(user, garage);
    expect(bodiesOf('/admin/getmarketplaceAnalyticData')).toEqual([{ garageId: garage._id }]);
    const jobs = within(dialog).getByLabelText('Jobs Completed');
    expect(jobs).toHaveValue(Number(record.jobs_completed));
    fireEvent.change(within(dialog).getByLabelText('Review Count'), { target: { value: '' } });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Analytics data updated successfully')).toBeInTheDocument();
    expect(bodiesOf('/admin/marketplaceAnalyticData')).toEqual([
      {
        isVerified: record.isVerified,
        jobs_completed: Number(record.jobs_completed),
        rating: Number(record.rating),
        rating_count: Number(record.rating_count),
        review_count: '0',
        garageId: garage._id,
        isSponsored: false,
      },
    ]);
  });

  it('offers the ratings 0 to 5 (002 §9), a stored rating between them kept as a choice, and sends the one picked', async () => {
    const user = setupUser();
    const { record, garage } = unsponsoredGarage();
    record.rating = 4.3;
    const dialog = await openAnalytics(user, garage);
    await user.click(within(dialog).getByRole('combobox', { name: /^Rating \(0 to 5\)/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['0', '1', '2', '3', '4', '5', '4.3']);
    expect(screen.getByRole('option', { name: '4.3' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('option', { name: '5' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Analytics data updated successfully')).toBeInTheDocument();
    expect(bodiesOf('/admin/marketplaceAnalyticData')[0]).toMatchObject({ rating: 5 });
  });

  it('sends the sponsor fields when sponsored and shows them on reopening', async () => {
    const user = setupUser();
    const record = sandbox.store.db.analytics.find((entry) => !entry.isSponsored && live().some((garage) => garage._id === entry.garageId))!;
    const garage = live().find((entry) => entry._id === record.garageId)!;
    const row = await openOurGarage(garage);
    const analyticsButton = within(row).getByRole('button', { name: `Marketplace Analytics: ${garage.garageName}` });
    await user.click(analyticsButton);
    let dialog = await loadedAnalyticsDialog();
    await user.click(within(dialog).getByLabelText('Sponsored'));
    // Typed and shown YYYY-MM-DD, as the payload holds them (002 §9: 'analytics forms YYYY-MM-DD').
    fireEvent.change(within(dialog).getByTestId('date-sponsoredStartDate'), { target: { value: '2026-11-05' } });
    fireEvent.change(within(dialog).getByTestId('date-sponsoredEndDate'), { target: { value: '2026-12-05' } });
    expect(within(dialog).getByTestId('date-sponsoredStartDate')).toHaveValue('2026-11-05');
    fireEvent.change(within(dialog).getByLabelText('Radius (km)'), { target: { value: '7' } });
    fireEvent.change(within(dialog).getByLabelText('Price (₹)'), { target: { value: '2999' } });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Analytics data updated successfully')).toBeInTheDocument();
    expect(bodiesOf('/admin/marketplaceAnalyticData')[0]).toEqual({
      isVerified: record.isVerified,
      jobs_completed: Number(record.jobs_completed),
      rating: Number(record.rating),
      rating_count: Number(record.rating_count),
      review_count: Number(record.review_count),
      garageId: garage._id,
      isSponsored: true,
      sponsoredStartDate: '2026-11-05',
      sponsoredEndDate: '2026-12-05',
      sponsoredServices: [],
      sponsoredRadius: 7,
      sponsoredPrice: 2999,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(within(rows()[0]).getByRole('button', { name: `Marketplace Analytics: ${garage.garageName}` }));
    dialog = await loadedAnalyticsDialog();
    expect(within(dialog).getByLabelText('Radius (km)')).toHaveValue(7);
    expect(within(dialog).getByLabelText('Price (₹)')).toHaveValue(2999);
  });

  it('saves a stored radius and count outside the newer limits when they were not touched', async () => {
    const user = setupUser();
    const record = sandbox.store.db.analytics.find((entry) => live().some((garage) => garage._id === entry.garageId))!;
    Object.assign(record, {
      isSponsored: true,
      sponsoredStartDate: '2026-11-05',
      sponsoredEndDate: '2026-12-05',
      sponsoredRadius: 5000,
      jobs_completed: 12.5,
    });
    const verified = Boolean(record.isVerified);
    const garage = live().find((entry) => entry._id === record.garageId)!;
    const dialog = await openAnalytics(user, garage);
    await user.click(within(dialog).getByLabelText('Verified'));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Analytics data updated successfully')).toBeInTheDocument();
    expect(bodiesOf('/admin/marketplaceAnalyticData')[0]).toMatchObject({
      sponsoredRadius: 5000,
      jobs_completed: 12.5,
      isVerified: !verified,
    });
  });

  it('reads a record answered as a one-row list, rather than opening the defaults over it', async () => {
    const user = setupUser();
    const garage = live()[0];
    sandboxServer.use(
      http.post('*/admin/getmarketplaceAnalyticData', () =>
        HttpResponse.json({
          responseCode: 200,
          data: [{ isVerified: true, jobs_completed: 42, rating: 4, rating_count: 9, review_count: 3, isSponsored: false }],
        }),
      ),
    );
    const dialog = await openAnalytics(user, garage);
    expect(within(dialog).getByLabelText('Jobs Completed')).toHaveValue(42);
  });

  it('warns with the server message when the read is refused with 404, and still opens the form with the defaults', async () => {
    const user = setupUser();
    const garage = live()[0];
    sandbox.faults.set('POST /admin/get{product}AnalyticData', { status: 404, times: 1 });
    const dialog = await openAnalytics(user, garage);
    expect(within(dialog).getByText('Sandbox fault 404')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Jobs Completed')).toHaveValue(0);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Analytics data updated successfully')).toBeInTheDocument();
    expect(bodiesOf('/admin/marketplaceAnalyticData')).toEqual([
      { isVerified: false, jobs_completed: 0, rating: 0, rating_count: 0, review_count: 0, garageId: garage._id, isSponsored: false },
    ]);
  });

  it('refuses a sponsored end date before its start', async () => {
    const user = setupUser();
    const { garage } = unsponsoredGarage();
    const dialog = await openAnalytics(user, garage);
    await user.click(within(dialog).getByLabelText('Sponsored'));
    fireEvent.change(within(dialog).getByTestId('date-sponsoredStartDate'), { target: { value: '2026-12-05' } });
    fireEvent.change(within(dialog).getByTestId('date-sponsoredEndDate'), { target: { value: '2026-11-05' } });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect((await within(dialog).findAllByText('The end date cannot be before the start date')).length).toBeGreaterThan(0);
    expect(bodiesOf('/admin/marketplaceAnalyticData')).toEqual([]);
  });

  it('warns with the server message on 400 and says Something went wrong otherwise', async () => {
    const user = setupUser();
    const garage = live()[0];
    const dialog = await openAnalytics(user, garage);
    sandbox.faults.set('POST /admin/{product}AnalyticData', { status: 400, times: 1 });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Sandbox fault 400')).toBeInTheDocument();
    sandbox.faults.set('POST /admin/{product}AnalyticData', { status: 500, times: 1 });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('opens Edit with the garage as POST /getSingleGarage reads it now, not as its row was listed', async () => {
    const user = setupUser();
    const garage = live()[1]!;
    const row = await openOurGarage(garage);
    // Changed on the server since the list was read (a save in the other portal, another admin).
    garage.aboutGarage = 'Changed since the list was read';
    await user.click(within(row).getByRole('button', { name: `Edit ${garage.garageName}` }));
    const dialog = await editGarageDialog();
    expect(within(dialog).getByLabelText(/^Garage Description/)).toHaveValue('Changed since the list was read');
    expect(bodiesOf('/getSingleGarage')).toEqual([{ garageId: garage._id }]);
    // 002 §2's order: garage name, email, contact number, address, PAN number, business type, GST number.
    const order = ['Garage Name', 'Email', 'Contact Number', 'Address', 'PAN Number', 'Business Type', 'GST Number'];
    const fields = order.map((label) => within(dialog).getAllByLabelText(new RegExp(`^${label}`))[0]);
    for (let index = 1; index < fields.length; index++)
      expect(fields[index - 1].compareDocumentPosition(fields[index]) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('edits a garage with the browser location: PUT /editGarageProfile with availableTimes and coordinates', async () => {
    const user = setupUser();
    stubGeolocation('allow');
    // A copy: the sandbox now stores what was saved, and the expectation is of what was loaded.
    const garage = structuredClone(live()[1]);
    const row = await openOurGarage(garage);
    await user.click(within(row).getByRole('button', { name: `Edit ${garage.garageName}` }));
    const dialog = await editGarageDialog();
    fireEvent.change(within(dialog).getByLabelText(/^Garage Name/), { target: { value: 'Shree Motors Pune' } });
    // Hours changed: sent as availableTimes.
    const allDay = fromWorkingHours(garage.workingHours).openingMode === '24x7';
    await user.click(within(dialog).getByRole('radio', { name: allDay ? 'Manual Time' : '24*7' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(/garage profile updated successfully/i)).toBeInTheDocument();
    const hours = { openingMode: allDay ? ('manual' as const) : ('24x7' as const), days: defaultDays() };
    expect(bodiesOf('/editGarageProfile')).toEqual([
      {
        garageId: garage._id,
        garageName: 'Shree Motors Pune',
        email: garage.email,
        phoneNumber: garage.phoneNumber,
        address: garage.address,
        pancardNumber: garage.pancardNumber,
        bussinessType: garage.businessType,
        gstNumber: garage.gstNumber,
        time: hours.openingMode === '24x7' ? 2 : 1,
        availableTimes: toAvailableTimes(hours.openingMode, hours.days),
        garageType: garage.garageType,
        specialized: garage.categories.map((entry) => entry.categoryName),
        aboutGarage: garage.aboutGarage,
        imagePath: garage.imagePath,
        latitude: 18.5204,
        longitude: 73.8567,
        garageOwnerName: garage.garageOwnerName,
        city: garage.city,
      },
    ]);
    await waitFor(() => expect(rows()[0]).toHaveTextContent('Shree Motors Pune'));
  });

  it('saves nothing, says why and keeps the form when the location is refused', async () => {
    const user = setupUser();
    stubGeolocation('deny');
    const garage = live()[1];
    const row = await openOurGarage(garage);
    await user.click(within(row).getByRole('button', { name: `Edit ${garage.garageName}` }));
    const dialog = await editGarageDialog();
    fireEvent.change(within(dialog).getByLabelText(/^Garage Name/), { target: { value: 'Kept Name' } });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Nothing was saved: allow this site to use your location, then submit again.')).toBeInTheDocument();
    expect(bodiesOf('/editGarageProfile')).toEqual([]);
    expect(within(screen.getByRole('dialog')).getByLabelText(/^Garage Name/)).toHaveValue('Kept Name');
  });

  it('checks the required fields and the type rules', async () => {
    const user = setupUser();
    stubGeolocation('allow');
    const garage = live()[1];
    const row = await openOurGarage(garage);
    await user.click(within(row).getByRole('button', { name: `Edit ${garage.garageName}` }));
    const dialog = await editGarageDialog();
    fireEvent.change(within(dialog).getByLabelText(/^Garage Name/), { target: { value: '' } });
    fireEvent.change(within(dialog).getByLabelText(/^Address/), { target: { value: '' } });
    fireEvent.change(within(dialog).getByLabelText(/^Email/), { target: { value: 'not-an-email' } });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Please input your Garage Name!')).toBeInTheDocument();
    expect(within(dialog).getByText('Please input your Address!')).toBeInTheDocument();
    expect(within(dialog).getByText('The input is not valid!')).toBeInTheDocument();
    expect(bodiesOf('/editGarageProfile')).toEqual([]);
  });
});

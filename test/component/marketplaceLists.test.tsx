import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { cellUnder, renderScreen, setupUser } from './renderApp';
import { resetSandbox, sandbox, sandboxServer, sent, signInAs } from './sandboxServer';
import { sheetValues } from '../sheetValues';
import { bytesOf, caughtDownloads } from './downloads';
import { apiUrl } from '../../src/config';

const download = caughtDownloads();
/** The saved file's cells ({ v }) and its name, as the user gets them. */
const saved = async (call = 0) => {
  const [file, fileName] = download.mock.calls[call];
  return [sheetValues(await bytesOf(file)).map((row) => row.map((v) => ({ v }))), fileName] as const;
};

beforeEach(() => {
  resetSandbox();
});

const rows = () => screen.getAllByRole('row').slice(1);
const pageInfo = async () => (await screen.findByText(/\d+-\d+ of \d+/)).textContent!;
const bodiesOf = (path: string) => sent.filter((call) => call.path === path).map((call) => call.body);

/** The row containing `text`, once it shows. */
const rowWith = (text: string) =>
  waitFor(() => {
    const found = rows().find((candidate) => candidate.textContent!.includes(text));
    expect(found).toBeDefined();
    return found!;
  });

async function search(text: string) {
  fireEvent.change(await screen.findByRole('searchbox', { name: 'Search' }), { target: { value: text } });
}

describe('customer management', () => {
  it('lists 10 customers and opens customer details, vehicle details and booking history', async () => {
    const user = setupUser();
    const customer = sandbox.store.db.customers.find((entry) => (entry.serviceBookings?.length ?? 0) >= 2)!;
    renderScreen('/admin/marketplace/mycustomer', 'admin');
    await screen.findByRole('heading', { name: 'Customer Management', level: 1 });
    await waitFor(() => expect(rows()).toHaveLength(10));
    await search(customer.customerName);
    const row = await rowWith(customer.vehicleNumber!);

    await user.click(within(row).getByRole('button', { name: `Customer Details: ${customer.customerName}` }));
    let dialog = await screen.findByRole('dialog', { name: `Customer Details: ${customer.customerName}` });
    expect(dialog).toHaveTextContent(customer.phoneNumber);
    expect(dialog).toHaveTextContent(customer.email!);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await user.click(within(row).getByRole('button', { name: `Vehicle Details: ${customer.vehicleNumber}` }));
    dialog = await screen.findByRole('dialog', { name: `Vehicle Details: ${customer.vehicleNumber}` });
    expect(dialog).toHaveTextContent(customer.chassisNumber!);
    expect(dialog).toHaveTextContent(customer.insuranceNumber!);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await user.click(within(row).getByRole('button', { name: `View booking history: ${customer.customerName}` }));
    dialog = await screen.findByRole('dialog', { name: `Booking History: ${customer.customerName}` });
    for (const booking of customer.serviceBookings!) expect(dialog).toHaveTextContent(booking.garageName);
    expect(within(dialog).getAllByRole('row')).toHaveLength(customer.serviceBookings!.length + 1);
  });

  it('shows No Booking found. for a customer without bookings and No Customers found. for no match', async () => {
    const user = setupUser();
    const customer = sandbox.store.db.customers.find((entry) => entry.serviceBookings?.length === 0)!;
    renderScreen('/admin/marketplace/mycustomer', 'admin');
    await waitFor(() => expect(rows()).toHaveLength(10));
    await search(customer.customerName);
    const row = await rowWith(customer.vehicleNumber!);
    await user.click(within(row).getByRole('button', { name: `View booking history: ${customer.customerName}` }));
    expect(
      await within(await screen.findByRole('dialog', { name: `Booking History: ${customer.customerName}` })).findByText('No Booking found.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const box = screen.getByRole('searchbox', { name: 'Search' });
    await user.clear(box);
    await user.type(box, 'zzzz-nobody');
    expect(await screen.findByText('No Customers found.')).toBeInTheDocument();
  });

  it('is the same screen under the garage portal route customerManagement', async () => {
    renderScreen('/admin/customerManagement', 'admin');
    await screen.findByRole('heading', { name: 'Customer Management', level: 1 });
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(screen.getByRole('columnheader', { name: 'Booking History' })).toBeInTheDocument();
  });
});

describe('customers and customer leads from GET /customerManagement', () => {
  // One answer holding each kind of row (the rule: docs/spec-differences.md item 11).
  const customer = {
    _id: 'c-1',
    customerName: 'Kavya Rao',
    phoneNumber: '9800000001',
    city: 'Pune',
    vehicleNumber: 'MH12AB1234',
    date: '2026-05-01T10:00:00.000Z',
    serviceBookings: [],
  };
  const lead = {
    _id: 'cl-1',
    createdAt: '2026-05-02T10:00:00.000Z',
    customer: { name: 'Imran Shaikh', phone: '9800000002', email: 'imran@example.in', location: 'Mumbai' },
    vehicle: { brand: 'Honda', model: 'City', vehicleType: 1, fuelType: 'Petrol' },
    description: 'Brake noise',
    source: 'Service Search',
    address: '4, Bandra West, Mumbai',
  };
  // A customer's name and a lead's customer object.
  const both = {
    _id: 'cl-2',
    customerName: 'Leela Menon',
    phoneNumber: '9800000003',
    date: '2026-05-03T10:00:00.000Z',
    createdAt: '2026-05-03T10:00:00.000Z',
    customer: { name: 'Leela Menon', phone: '9800000003' },
    vehicle: { brand: 'Bajaj', model: 'Pulsar 150', vehicleType: 2, fuelType: 'Petrol' },
    source: 'Direct Call',
  };
  // No name or mobile of either kind, and no id.
  const neither = { date: '2026-05-04T10:00:00.000Z', city: 'Nagpur', vehicleNumber: 'MH31CD5678', description: 'Call back' };
  beforeEach(() => sandboxServer.use(http.get('*/customerManagement', () => HttpResponse.json({ data: [customer, lead, both, neither] }))));

  const markerOf = (row: HTMLElement) => within(row).queryByTestId('unsure-fit')?.textContent ?? null;

  it('Customer Management shows the customer and, marked, the rows that fit both or neither; not the plain lead', async () => {
    renderScreen('/admin/marketplace/mycustomer', 'admin');
    await waitFor(() => expect(rows()).toHaveLength(3));
    // Newest first: neither (4 May), both (3 May), customer (1 May).
    expect(rows().map((row) => cellUnder(row, 'Customer Name').textContent)).toEqual([
      '-Neither customer nor lead',
      'Leela MenonCustomer and lead',
      'Kavya Rao',
    ]);
    expect(rows().map(markerOf)).toEqual(['Neither customer nor lead', 'Customer and lead', null]);
    expect(cellUnder(rows()[0], 'VehicleNumber')).toHaveTextContent('MH31CD5678');
    expect(screen.queryByText('Imran Shaikh')).toBeNull();
    expect(await screen.findByTestId('unsure-fit-notice')).toHaveTextContent(
      '2 rows could be customers or leads: they fit both, or neither. They are shown here and in Leads, marked.',
    );
  });

  it('Leads keeps the mark of a lead field it could not read: the list counts the row as not fully read', async () => {
    const unreadableLead = { ...lead, vehicle: { ...lead.vehicle, vehicleType: 'four wheeler' } };
    sandboxServer.use(http.get('*/customerManagement', () => HttpResponse.json({ data: [customer, unreadableLead] })));
    renderScreen('/admin/marketplace/leads', 'admin');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(await screen.findByText(/^1 row could not be fully read/)).toBeInTheDocument();
  });

  it('Leads shows the lead and, marked, the rows that fit both or neither; not the plain customer', async () => {
    renderScreen('/admin/marketplace/leads', 'admin');
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(rows().map((row) => cellUnder(row, 'Name').textContent)).toEqual([
      'Neither customer nor lead',
      'Leela MenonCustomer and lead',
      'Imran Shaikh',
    ]);
    expect(rows().map(markerOf)).toEqual(['Neither customer nor lead', 'Customer and lead', null]);
    expect(cellUnder(rows()[0], 'Description')).toHaveTextContent('Call back');
    expect(screen.queryByText('Kavya Rao')).toBeNull();
    expect(await screen.findByTestId('unsure-fit-notice')).toHaveTextContent(
      '2 rows could be customers or leads: they fit both, or neither. They are shown here and in Customer Management, marked.',
    );
    // A row without the lead's id cannot be named to POST /lead/generateLeads.
    expect(within(rows()[0]).getByRole('button', { name: /^Send To Garage/ })).toBeDisabled();
    expect(within(rows()[0]).getByTitle('This row carries no lead id, so it cannot be sent to garages.')).toBeInTheDocument();
    expect(within(rows()[1]).getByRole('button', { name: 'Send To Garage: Leela Menon' })).toBeEnabled();
  });
});

describe('booking management', () => {
  it('shows status badges, the inspection summary and the invoice link', async () => {
    const user = setupUser();
    const booking = sandbox.store.db.bookings.find((entry) => entry.bookingStatus === 'completed' && entry.inspectionSummary)!;
    // A server path: the link opens it on the API, as the reports' documents do.
    booking.invoice = '/invoices/booking.pdf';
    booking.rating = 4;
    renderScreen('/admin/marketplace/booking', 'admin');
    await screen.findByRole('heading', { name: 'Booking Management', level: 1 });
    await waitFor(() => expect(rows()).toHaveLength(10));
    await search(booking.bookingId);
    await waitFor(() => expect(rows()).toHaveLength(1));
    const row = rows()[0];
    expect(row).toHaveTextContent('Completed');
    expect(row).toHaveTextContent('Active');
    expect(cellUnder(row, 'Rating')).toHaveTextContent('★★★★★ 4');
    const invoice = within(row).getByRole('link', { name: `View Invoice: ${booking.bookingId}` });
    expect(invoice).toHaveAttribute('href', `${apiUrl}/invoices/booking.pdf`);
    expect(invoice).toHaveAttribute('target', '_blank');
    await user.click(within(row).getByRole('button', { name: `View Inspection summary: ${booking.bookingId}` }));
    const dialog = await screen.findByRole('dialog', { name: `Inspection summary: ${booking.bookingId}` });
    for (const entry of booking.inspectionSummary!.inspectionData) expect(dialog).toHaveTextContent(entry.vechileCondition);
    expect(dialog).toHaveTextContent(booking.inspectionSummary!.mechanic!);
  });

  it('says an inspection summary sent as a list could not be read, not that there is none', async () => {
    const user = setupUser();
    const booking = sandbox.store.db.bookings.find((entry) => entry.inspectionSummary?.inspectionData.length)!;
    (booking as unknown as Record<string, unknown>).inspectionSummary = [booking.inspectionSummary];
    renderScreen('/admin/marketplace/booking', 'admin');
    await waitFor(() => expect(rows()).toHaveLength(10));
    await search(booking.bookingId);
    await waitFor(() => expect(rows()).toHaveLength(1));
    await user.click(within(rows()[0]).getByRole('button', { name: `View Inspection summary: ${booking.bookingId}` }));
    expect(await within(await screen.findByRole('dialog')).findByText('Could not be read: inspectionSummary')).toBeInTheDocument();
    expect(screen.queryByText('No Inspection History.')).not.toBeInTheDocument();
  });

  it('says No Inspection History. for a cancelled booking', async () => {
    const user = setupUser();
    const booking = sandbox.store.db.bookings.find((entry) => entry.bookingStatus === 'cancel')!;
    renderScreen('/admin/marketplace/booking', 'admin');
    await waitFor(() => expect(rows()).toHaveLength(10));
    await search(booking.bookingId);
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('Cancelled');
    expect(rows()[0]).toHaveTextContent('InActive');
    await user.click(within(rows()[0]).getByRole('button', { name: `View Inspection summary: ${booking.bookingId}` }));
    expect(await screen.findByText('No Inspection History.')).toBeInTheDocument();
  });

  it('is open to a sub-admin whose role has it, without Export', async () => {
    const token = signInAs('subadmin', 'farhan.qureshi@garagehub.in');
    localStorage.setItem('admin', JSON.stringify({ token, role: 'Marketplace Support' }));
    renderScreen('/admin/marketplace/booking');
    await waitFor(() => expect(rows()).toHaveLength(10));
    // Looked at once the whole screen is drawn: its filter bar, saved views and pager come a frame after the rows.
    await screen.findByTestId('saved-views');
    expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
  });
});

describe('quotes', () => {
  const firstPage = { page: 1, limit: 10, garageId: '', customerId: '', source: '', startDate: '', endDate: '' };

  it('shows the quotes of an answer whose optional responseCode is null (no code is not a failure code)', async () => {
    sandboxServer.use(
      http.post(
        '*/marketplace/getQuotes',
        async ({ request }) => {
          const answer = (await (
            await fetch(request.url, { method: 'POST', headers: request.headers, body: await request.text() })
          ).json()) as object;
          return HttpResponse.json({ ...answer, responseCode: null });
        },
        { once: true },
      ),
    );
    renderScreen('/admin/marketplace/quotes', 'admin');
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(rows()[0]).toHaveTextContent(sandbox.store.db.quotes[0].name);
  });

  it('pages on the server and exports every quote with one request of limit = total', async () => {
    const user = setupUser();
    const total = sandbox.store.db.quotes.length;
    renderScreen('/admin/marketplace/quotes', 'admin');
    await screen.findByRole('heading', { name: 'Quotes', level: 1 });
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(bodiesOf('/marketplace/getQuotes')).toEqual([firstPage]);
    expect(await pageInfo()).toContain(`of ${total}`);
    expect(rows()[0]).toHaveTextContent(sandbox.store.db.quotes[0].name);

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(bodiesOf('/marketplace/getQuotes').at(-1)).toEqual({ ...firstPage, page: 2 }));
    await waitFor(() => expect(rows()[0]).toHaveTextContent(sandbox.store.db.quotes[10].name));

    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(download).toHaveBeenCalledTimes(1));
    expect(bodiesOf('/marketplace/getQuotes').at(-1)).toEqual({ ...firstPage, limit: total });
    const [matrix, fileName] = await saved();
    expect(fileName).toBe('quotes_data.xlsx');
    expect(matrix).toHaveLength(total + 1);
    expect(matrix[0].map((cell: { v: unknown }) => cell.v)).toEqual([
      'S.No',
      'Date',
      'Name',
      'Phone Number',
      'Email',
      'Note',
      'Source',
      'Garage Name',
      'Customer Image',
    ]);
  });

  it('sends the date range as DD-MM-YYYY', async () => {
    renderScreen('/admin/marketplace/quotes', 'admin');
    await waitFor(() => expect(rows()).toHaveLength(10));
    fireEvent.change(await screen.findByTestId('filter-from'), { target: { value: '01-10-2026' } });
    await waitFor(() => expect(screen.getByTestId('filter-to')).toBeEnabled());
    fireEvent.change(screen.getByTestId('filter-to'), { target: { value: '31-10-2026' } });
    await waitFor(() => expect(bodiesOf('/marketplace/getQuotes').at(-1)).toEqual({ ...firstPage, startDate: '01-10-2026', endDate: '31-10-2026' }));
    const inRange = sandbox.store.db.quotes.filter((quote) => quote.date >= '2026-10-01' && quote.date < '2026-11-01');
    await waitFor(() => expect(screen.getByText(/\d+-\d+ of \d+/).textContent).toContain(`of ${inRange.length}`));
  });

  it('says Something went wrong on a server failure, the server words on 400, and Failed to fetch data when the export fails', async () => {
    const user = setupUser();
    sandbox.faults.set('POST /{product}/getQuotes', { status: 500, times: 1 });
    renderScreen('/admin/marketplace/quotes', 'admin');
    expect(await screen.findByText(/Something went wrong/)).toBeInTheDocument();
    sandbox.faults.set('POST /{product}/getQuotes', { status: 400, times: 1 });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/Sandbox fault 400/)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(rows()).toHaveLength(10));
    sandbox.faults.set('POST /{product}/getQuotes', { status: 500, times: 1 });
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Failed to fetch data')).toBeInTheDocument();
    expect(download).not.toHaveBeenCalled();
  });

  it('says Something went wrong when an answer with rows carries a responseCode other than 200 (002 §8)', async () => {
    const quotes = sandbox.store.db.quotes.slice(0, 10);
    sandboxServer.use(
      http.post('*/marketplace/getQuotes', () => HttpResponse.json({ responseCode: 204, message: 'odd', data: quotes, totalQuotes: 10 }), {
        once: true,
      }),
    );
    renderScreen('/admin/marketplace/quotes', 'admin');
    expect(await screen.findByText(/Something went wrong/)).toBeInTheDocument();
    expect(screen.queryByText(quotes[0]!.name)).not.toBeInTheDocument();
  });

  it('searches name, phone, e-mail and garage name across every page', async () => {
    const target = sandbox.store.db.quotes[25];
    renderScreen('/admin/marketplace/quotes', 'admin');
    await waitFor(() => expect(rows()).toHaveLength(10));
    await search(target.garageId.garageName.toUpperCase());
    await waitFor(() => expect(rows().some((row) => row.textContent!.includes(target.name))).toBe(true));
    for (const row of rows()) expect(row).toHaveTextContent(target.garageId.garageName);
  });
});

describe('users', () => {
  it('lists users with verification, searches the documented fields and exports users_data.xlsx', async () => {
    const user = setupUser();
    const all = sandbox.store.db.marketplaceUsers;
    renderScreen('/admin/marketplace/users', 'admin');
    await screen.findByRole('heading', { name: 'Users', level: 1 });
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(await pageInfo()).toContain(`of ${all.length}`);
    const verified = all.find((entry) => entry.customer.customerStatus === 1)!;
    await search(verified.customer.phoneNumber);
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('Verified');
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(async () => expect(await pageInfo()).toContain(`of ${all.length}`));
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(download).toHaveBeenCalledTimes(1));
    const [matrix, fileName] = await saved();
    expect(fileName).toBe('users_data.xlsx');
    expect(matrix).toHaveLength(all.length + 1);
  });

  it('keeps To date disabled until From date is chosen', async () => {
    renderScreen('/admin/marketplace/users', 'admin');
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(await screen.findByTestId('filter-to')).toBeDisabled();
    fireEvent.change(screen.getByTestId('filter-from'), { target: { value: '01-06-2026' } });
    await waitFor(() => expect(screen.getByTestId('filter-to')).toBeEnabled());
    // Its minimum is From: an earlier To is not applied, a later one is.
    fireEvent.change(screen.getByTestId('filter-to'), { target: { value: '31-05-2026' } });
    fireEvent.change(screen.getByTestId('filter-to'), { target: { value: '02-06-2026' } });
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('filter')).toBe('{"from":"2026-06-01","to":"2026-06-02"}'));
  });

  it('says Something went wrong when the list fails', async () => {
    sandbox.faults.set('GET /{product}/{product}Customers', { status: 500, times: 1 });
    renderScreen('/admin/marketplace/users', 'admin');
    expect(await screen.findByText(/Something went wrong/)).toBeInTheDocument();
  });
});

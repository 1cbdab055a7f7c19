import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { valueAt } from '../../src/lib/valueAt';
import { coinsHistory } from '../../src/areas/reports/coinsHistory';
import { inventory } from '../../src/areas/reports/inventory';
import { jobCards } from '../../src/areas/reports/jobCards';
import { purchaseInvoices } from '../../src/areas/reports/purchaseInvoices';
import { pushNotifications } from '../../src/areas/reports/pushNotifications';
import { ratings } from '../../src/areas/reports/ratings';
import { rewards } from '../../src/areas/reports/rewards';
import { saleInvoices } from '../../src/areas/reports/saleInvoices';
import { vendors } from '../../src/areas/reports/vendors';
import { xlsTracking } from '../../src/areas/reports/xlsTracking';
import type { Report } from '../../src/data/defineReport';
import reportMessages from '../../src/areas/reports/messages';
import type { SeedData } from '../../src/sandbox/seed';
import { cellUnder, formDrawn, listDrawn, renderScreen, setupUser } from './renderApp';
import { resetSandbox, sandbox, sent, signInAs } from './sandboxServer';
import { sheetValues } from '../sheetValues';
import { createDataProvider } from '../../src/data/dataProvider';
import { areaCalls, resources } from '../../src/areas/registry';
import { bytesOf, caughtDownloads } from './downloads';

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
const db = () => sandbox.store.db;
const bodiesOf = (method: string, path: string) => sent.filter((call) => call.method === method && call.path === path).map((call) => call.body);
const urlWith = (report: Report, filter: Record<string, unknown>) => `/${report.route}?filter=${encodeURIComponent(JSON.stringify(filter))}`;

interface ReportCase {
  report: Report;
  method: 'GET' | 'POST';
  path: string;
  /** The documented body of the first call (all garages, first page). */
  body: unknown;
  collection: keyof SeedData;
  heading: string;
  /** Text the row of a seeded record shows. */
  shows: (row: SeededRow) => string;
  /** Gives seeded rows a value the seed leaves empty, before searching by it. */
  fill?: Record<string, () => void>;
}

const cases: ReportCase[] = [
  {
    report: saleInvoices,
    method: 'POST',
    path: '/adminSaleInvoiceList',
    body: { garageId: '' },
    collection: 'saleInvoices',
    heading: 'Bill Number',
    shows: (row) => row.billNumber,
  },
  {
    report: purchaseInvoices,
    method: 'POST',
    path: '/adminPurchaseInvoiceList',
    body: { garageId: '' },
    collection: 'purchaseInvoices',
    heading: 'Vendor Name',
    shows: (row) => row.billNumber,
    // Seeded purchase bills name no vehicle.
    fill: { vehicleNumber: () => (db().purchaseInvoices[3].vehicleNumber = 'KA05MN4321') },
  },
  {
    report: jobCards,
    method: 'POST',
    path: '/listOfAllJobcards',
    body: { garageId: '' },
    collection: 'jobCards',
    heading: 'Invoice Number',
    shows: (row) => row.invoiceNumber,
  },
  {
    report: vendors,
    method: 'POST',
    path: '/listOfvendors',
    body: { garageId: '' },
    collection: 'vendors',
    heading: 'Due',
    shows: (row) => row.vendorPhoneNumber,
  },
  {
    report: inventory,
    method: 'POST',
    path: '/getListOfInventory',
    body: { limit: 10, page: 1, garageId: '' },
    collection: 'inventoryParts',
    heading: 'Part Number',
    shows: (row) => row.partNumber,
  },
  {
    report: coinsHistory,
    method: 'GET',
    path: '/sales',
    body: undefined,
    collection: 'credits',
    heading: 'Credited Amount',
    shows: (row) => row.garageName,
  },
  {
    report: xlsTracking,
    method: 'POST',
    path: '/xlsTracking',
    body: { page: 1, limit: 10 },
    collection: 'xlsTracking',
    heading: 'Total XLS Downloads',
    shows: (row) => row.garageName,
  },
  {
    report: rewards,
    method: 'POST',
    path: '/listOfRewardPoints',
    body: { garageId: '' },
    collection: 'rewards',
    heading: 'Utilised Coins',
    shows: (row) => row.garageName,
  },
  {
    report: ratings,
    method: 'POST',
    path: '/ratingsAndReviewsForGarages',
    body: { garageId: '' },
    collection: 'ratings',
    heading: 'Service Ratings',
    shows: (row) => row.garageName,
  },
  {
    report: pushNotifications,
    method: 'POST',
    path: '/listOfPushNotifications',
    body: { garageId: '' },
    collection: 'pushNotifications',
    heading: 'Reads',
    shows: (row) => row.title,
  },
];

/** A seeded report row, read by field name. */
type SeededRow = Record<string, string>;

const seeded = (entry: ReportCase) => db()[entry.collection] as unknown as SeededRow[];

describe.each(cases)('$report.name report', (entry) => {
  const { report } = entry;

  it('loads from its call with the documented payload, one page of rows, its columns and Export', async () => {
    const user = setupUser();
    renderScreen(`/${report.route}`, 'admin');
    const all = seeded(entry);
    await waitFor(() => expect(rows()).toHaveLength(Math.min(report.pageSize, all.length)));
    expect(bodiesOf(entry.method, entry.path)[0]).toEqual(entry.body);
    expect(screen.getByRole('columnheader', { name: new RegExp(`^${entry.heading}`) })).toBeInTheDocument();
    expect(rows()[0]).toHaveTextContent(entry.shows(all[0]));

    // Export writes every row under a header row of the declared export columns.
    await user.click(await screen.findByRole('button', { name: 'Export' }));
    await waitFor(() => expect(download).toHaveBeenCalledTimes(1));
    const [matrix, fileName] = await saved();
    expect(fileName ?? 'exported_data.xlsx').toBe('exported_data.xlsx');
    expect(matrix[0].map((cell) => cell.v)).toEqual(['S.No', ...report.columns.flatMap((column) => (column.header ? [column.header] : []))]);
    expect(matrix).toHaveLength(all.length + 1);
    expect(matrix.slice(1).map((row) => row[0].v)).toEqual(all.map((_, index) => index + 1));
    expect(matrix.slice(1).some((row) => row.some((cell) => String(cell.v).includes(entry.shows(all[0]))))).toBe(true);
    // A server-paged report's export asks page 1 with the list's total as its limit, no more.
    const body = entry.body as Record<string, unknown> | undefined;
    if (body && 'limit' in body) expect(bodiesOf(entry.method, entry.path).at(-1)).toEqual({ ...body, page: 1, limit: all.length });
  });

  it('shows its empty text', async () => {
    (db()[entry.collection] as unknown as unknown[]).length = 0;
    renderScreen(`/${report.route}`, 'admin');
    expect(await screen.findByText(emptyTextOf(report))).toBeInTheDocument();
  });

  if (report.fetchFilters?.includes('garageId')) {
    it('asks for the rows of the picked garage', async () => {
      const garageId = seeded(entry)[0].garageId as string;
      const expected = seeded(entry).filter((row) => row.garageId === garageId);
      renderScreen(urlWith(report, { garageId }), 'admin');
      await waitFor(() => expect(rows()).toHaveLength(Math.min(report.pageSize, expected.length)));
      expect(bodiesOf(entry.method, entry.path).at(-1)).toEqual({ ...(entry.body as object), garageId });
      expect(rows()[0]).toHaveTextContent(entry.shows(expected[0]));
    });
  }

  // Every declared search field: a value of a seeded row found through that field alone (its other
  // fields do not hold it) shows exactly the rows holding it, and the others vanish.
  it.each(searchPathsOf(report))('searches its declared field %s', async (field) => {
    entry.fill?.[field]?.();
    const { needle, target, matches, gone } = searchCase(entry, field);
    renderScreen(urlWith(report, { q: needle }), 'admin');
    await waitFor(() => expect(rows()).toHaveLength(matches.length));
    expect(rows().some((row) => row.textContent!.includes(entry.shows(target)))).toBe(true);
    expect(rows().some((row) => row.textContent!.includes(entry.shows(gone)))).toBe(false);
  });
});

/** The reports search fields by path only (no cell rules). */
const searchPathsOf = (report: ReportCase['report']) => (report.search ?? []).filter((field) => typeof field === 'string');

const searchText = (row: object, field: string) => {
  const value = valueAt(row, field);
  return value === null || value === undefined ? '' : String(value).toLowerCase();
};

/**
 * A needle for one declared search field: the field's value on a seeded row (server-paged reports
 * search every page too) that no other declared field of that row holds, matching at most one page
 * of rows but not all of them.
 */
function searchCase(entry: ReportCase, field: string) {
  const { report } = entry;
  const candidates = seeded(entry);
  const fields = searchPathsOf(report);
  expect(fields).toEqual(report.search ?? []);
  for (const target of candidates) {
    const needle = searchText(target, field);
    if (!needle) continue;
    if (fields.some((other) => other !== field && searchText(target, other).includes(needle))) continue;
    const matches = candidates.filter((row) => fields.some((other) => searchText(row, other).includes(needle)));
    if (matches.length > report.pageSize || matches.length === candidates.length) continue;
    // A row the needle drops whose shown text none of the matches holds.
    const gone = candidates.find((row) => !matches.includes(row) && !matches.some((match) => JSON.stringify(match).includes(entry.shows(row))));
    if (gone) return { needle, target, matches, gone };
  }
  throw new Error(`no seeded value to search ${report.name} by ${field}`);
}

function emptyTextOf(report: Report): string {
  return String((reportMessages as Record<string, { empty?: string }>)[report.key].empty);
}

// 001 §2.7: the status filter of Sale Invoice, Purchase Invoice, JobCard, Vendors and Inventory reads the
// row's `status` (docs/reports.md); a server that sends one is played by giving seeded rows a status.
describe.each(
  cases.filter(
    ({ report }) => report.isInactive && report.isActive?.rule && 'field' in report.isActive.rule && report.isActive.rule.field === 'status',
  ),
)('$report.name status filter', (entry) => {
  const { report } = entry;
  const pick = async (user: ReturnType<typeof setupUser>, option: string) => {
    await user.click(await screen.findByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: option }));
  };
  const shown = () => rows().map((row) => row.textContent!);
  const expectShown = (expected: SeededRow[]) =>
    waitFor(() => {
      expect(rows()).toHaveLength(expected.length);
      for (const row of expected) expect(shown().some((text) => text.includes(entry.shows(row)))).toBe(true);
    });

  it('shows only the rows of the chosen status, and the rows without one under No status', async () => {
    const user = setupUser();
    const all = seeded(entry) as (SeededRow & { status?: boolean })[];
    const inactive = [all[1], all[4], all[6]];
    const active = [all[0], all[2], all[3], all[5]];
    for (const row of inactive) row.status = false;
    for (const row of active) row.status = true;
    renderScreen(`/${report.route}`, 'admin');
    await waitFor(() => expect(rows()).toHaveLength(report.pageSize));
    const firstCalls = bodiesOf(entry.method, entry.path).length;

    await pick(user, 'Inactive');
    await expectShown(inactive);
    await pick(user, 'Active');
    await expectShown(active);
    await pick(user, 'No status');
    await waitFor(() => expect(screen.getByText(new RegExp(`of ${all.length - 7}$`))).toBeInTheDocument());
    expect(rows()).toHaveLength(report.pageSize);
    for (const row of [...inactive, ...active]) expect(shown().some((text) => text.includes(entry.shows(row)))).toBe(false);

    const calls = bodiesOf(entry.method, entry.path).slice(firstCalls);
    if (report.paging === 'server') {
      // The call takes no status: the list is asked whole once (page 1 for the total, then limit = total) and filtered here.
      expect(calls).toEqual([entry.body, { ...(entry.body as object), limit: all.length }]);
    } else {
      // Filtering is done on the client (001 §1): no further call.
      expect(calls).toEqual([]);
    }
  });
});

describe('server paging', () => {
  it.each([
    [inventory, '/getListOfInventory', { limit: 10, page: 2, garageId: '' }],
    [xlsTracking, '/xlsTracking', { page: 2, limit: 10 }],
  ])('%#: asks the server for the next page', async (report, path, body) => {
    const user = setupUser();
    const tracked = db().xlsTracking;
    tracked.push(...tracked.map((row) => ({ ...row, _id: `${row._id}-copy` })));
    renderScreen(`/${report.route}`, 'admin');
    await waitFor(() => expect(rows()).toHaveLength(10));
    await user.click(await screen.findByRole('button', { name: /next page/i }));
    await waitFor(() => expect(bodiesOf('POST', path)).toContainEqual(body));
  });
});

// 001 §2.7: every report has date filters; Inventory's parts carry no documented date, so the filter reads
// Mongo's own `createdAt`. The call takes no dates: the list is asked whole and filtered here.
describe('Inventory date filter', () => {
  it('offers From date and To date, and keeps only the parts created between them', async () => {
    const parts = db().inventoryParts;
    parts.forEach((part, index) => (part.createdAt = `2026-0${1 + (index % 3)}-1${index % 10}T10:00:00.000Z`));
    const undated = parts[1];
    delete (undated as { createdAt?: string }).createdAt;
    const inFebruary = parts.filter((part) => part.createdAt?.startsWith('2026-02'));
    renderScreen(urlWith(inventory, { from: '2026-02-01', to: '2026-02-28' }), 'admin');
    await waitFor(() => expect(rows()).toHaveLength(Math.min(10, inFebruary.length)));
    expect(await screen.findByTestId('filter-from')).toHaveValue('01-02-2026');
    expect(screen.getByTestId('filter-to')).toHaveValue('28-02-2026');
    // The pager comes a frame after the rest of the list's parts.
    expect(await screen.findByText(new RegExp(`of ${inFebruary.length}$`))).toBeInTheDocument();
    for (const part of inFebruary.slice(0, 10)) expect(rows().some((row) => row.textContent!.includes(part.partNumber!))).toBe(true);
    expect(rows().some((row) => row.textContent!.includes(undated.partNumber!))).toBe(false);
    expect(bodiesOf('POST', '/getListOfInventory')).toEqual([
      { limit: 10, page: 1, garageId: '' },
      { limit: parts.length, page: 1, garageId: '' },
    ]);
  });
});

describe('a hand-edited list URL', () => {
  it('asks for the first page of the usual size when its page and size are no whole numbers in range', async () => {
    renderScreen(`/${xlsTracking.route}?page=1.5&perPage=1e21`, 'admin');
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    expect(bodiesOf('POST', '/xlsTracking')).toEqual([{ page: 1, limit: 10 }]);
  });
});

describe('server-paged rows sent without an id', () => {
  it('are numbered by their place in the whole list, as the export of selected rows numbers them', async () => {
    const tracked = db().xlsTracking;
    while (tracked.length < 25) tracked.push(...tracked.slice(0, 25 - tracked.length).map((row) => ({ ...row })));
    for (const row of tracked) delete (row as { _id?: string })._id;
    localStorage.setItem('admin', JSON.stringify({ token: signInAs('admin'), role: 'admin' }));
    const dataProvider = createDataProvider(resources, areaCalls);
    const page = { pagination: { page: 2, perPage: 10 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };
    const second = await dataProvider.getList(xlsTracking.route, page);
    expect(second.data.map((row) => row.id)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
  });
});

describe('server-paged search covers every page', () => {
  it('finds a garage on the last page, asking the call whole (page 1 for the total, then limit = total), and pages the matches on the client', async () => {
    const tracked = db().xlsTracking;
    while (tracked.length < 65)
      tracked.push(...tracked.slice(0, 65 - tracked.length).map((row, index) => ({ ...row, _id: `${row._id}-copy${tracked.length + index}` })));
    const last = tracked[tracked.length - 1];
    last.garageName = 'Zephyr Bike Point';
    renderScreen(urlWith(xlsTracking, { q: 'zephyr' }), 'admin');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('Zephyr Bike Point');
    expect(bodiesOf('POST', '/xlsTracking')).toEqual([
      { page: 1, limit: 10 },
      { page: 1, limit: 65 },
    ]);
    expect(await screen.findByText('1-1 of 1')).toBeInTheDocument();
  });

  it('keeps server paging without a filter', async () => {
    renderScreen(`/${xlsTracking.route}`, 'admin');
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(bodiesOf('POST', '/xlsTracking')).toEqual([{ page: 1, limit: 10 }]);
  });
});

describe('garage picker', () => {
  it('lists garages by name and city and sends the picked one', async () => {
    const user = setupUser();
    renderScreen('/admin/SaleInvoice', 'admin');
    await waitFor(() => expect(rows()).toHaveLength(10));
    await listDrawn();
    const garage = db().garages.find((candidate) => db().saleInvoices.some((invoice) => invoice.garageId === candidate._id))!;
    await user.click(await screen.findByRole('combobox', { name: 'Garage' }));
    await user.click(await screen.findByRole('option', { name: `${garage.garageName} (${garage.city})` }));
    await waitFor(() => expect(bodiesOf('POST', '/adminSaleInvoiceList')).toContainEqual({ garageId: garage._id }));
    await waitFor(() => expect(rows().every((row) => row.textContent!.includes(garage.garageName))).toBe(true));
  });

  it('says when the garages could not be loaded, with Retry that loads them', async () => {
    const user = setupUser();
    sandbox.faults.set('GET /garageNameList', { status: 500, times: 1 });
    renderScreen('/admin/SaleInvoice', 'admin');
    await waitFor(() => expect(rows()).toHaveLength(10));
    const failure = (await screen.findByText('The garage list could not be loaded.')).closest('[role="alert"]') as HTMLElement;
    await user.click(within(failure).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText('The garage list could not be loaded.')).not.toBeInTheDocument());
    const garage = db().garages[0];
    await user.click(await screen.findByRole('combobox', { name: 'Garage' }));
    expect(await screen.findByRole('option', { name: `${garage.garageName} (${garage.city})` })).toBeInTheDocument();
  });
});

describe('coins history', () => {
  it('opens the bank details of a credit and shows - for a missing invoice', async () => {
    const user = setupUser();
    const first = db().credits[0];
    first.invoice = '';
    renderScreen('/admin/sales', 'admin');
    await waitFor(() => expect(rows()).toHaveLength(10));
    const cells = within(rows()[0]).getAllByRole('cell');
    expect(cells.at(-1)).toHaveTextContent('-');
    await user.click(within(rows()[0]).getByRole('button', { name: /^View: Bank Details/ }));
    const dialog = await screen.findByRole('dialog', { name: /^Bank Details: / });
    expect(within(dialog).getByText(first.bank[0].ifscCode)).toBeInTheDocument();
    expect(within(dialog).getByRole('columnheader', { name: 'Holder Name' })).toBeInTheDocument();
  });

  it('shows the garageId as Garage ID when the row has no {product}Id', async () => {
    const credit = db().credits[0] as unknown as Record<string, unknown>;
    delete credit.marketplaceId;
    renderScreen('/admin/sales', 'admin');
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(cellUnder(rows()[0], 'Garage ID')).toHaveTextContent(String(credit.garageId));
  });

  it('says when a garage has no bank details', async () => {
    const user = setupUser();
    db().credits[0].bank = [];
    renderScreen('/admin/sales', 'admin');
    await waitFor(() => expect(rows()).toHaveLength(10));
    await user.click(within(rows()[0]).getByRole('button', { name: /^View: Bank Details/ }));
    expect(await screen.findByText('No Bank Details History.')).toBeInTheDocument();
  });

  it('says bank details sent as one object could not be read, not that there are none', async () => {
    const user = setupUser();
    const credit = db().credits[0] as unknown as Record<string, unknown>;
    credit.bank = (credit.bank as unknown[])[0];
    renderScreen('/admin/sales', 'admin');
    await waitFor(() => expect(rows()).toHaveLength(10));
    await user.click(within(rows()[0]).getByRole('button', { name: /^View: Bank Details/ }));
    expect(await within(await screen.findByRole('dialog')).findByText('Could not be read: bank')).toBeInTheDocument();
    expect(screen.queryByText('No Bank Details History.')).not.toBeInTheDocument();
  });
});

describe('ratings', () => {
  /** The first row's first comment, and how many delete buttons the first row shows. */
  const firstComment = () => {
    const row = db().ratings[0];
    const star = (['5star', '4star', '3star', '2star', '1star'] as const).find((key) => row[key]?.length)!;
    return { star, comment: row[star]![0] };
  };
  const deleteButtons = () => within(rows()[0]).queryAllByRole('button', { name: /^Delete comment:/ });

  it('deletes a comment with Undo for 5 seconds: it leaves the row at once and DELETE /deleteRaating goes when the notice closes', async () => {
    const user = setupUser({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const { star, comment } = firstComment();
    renderScreen('/admin/Ratings', 'admin');
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    const before = deleteButtons().length;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    try {
      await user.click(within(rows()[0]).getAllByRole('button', { name: `Delete comment: ${comment.customerName}` })[0]);
      expect(await screen.findByText('Comment is Delete Successfully')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Undo' })).toBeInTheDocument();
      await waitFor(() => expect(deleteButtons()).toHaveLength(before - 1));
      expect(bodiesOf('DELETE', '/deleteRaating')).toEqual([]);
      await vi.advanceTimersByTimeAsync(4_000);
      expect(bodiesOf('DELETE', '/deleteRaating')).toEqual([]);
      await vi.advanceTimersByTimeAsync(2_000);
      await waitFor(() => expect(bodiesOf('DELETE', '/deleteRaating')).toEqual([{ ratingId: comment.ratingId }]));
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(db().ratings[0][star]!.some((entry) => entry.ratingId === comment.ratingId)).toBe(false));
    // Only the ratings list reads again.
    await waitFor(() => expect(bodiesOf('POST', '/ratingsAndReviewsForGarages').length).toBeGreaterThan(1));
    expect(deleteButtons()).toHaveLength(before - 1);
  });

  it('Undo puts the comment back and sends nothing', async () => {
    const user = setupUser();
    const { star, comment } = firstComment();
    renderScreen('/admin/Ratings', 'admin');
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    const before = deleteButtons().length;
    await user.click(within(rows()[0]).getAllByRole('button', { name: `Delete comment: ${comment.customerName}` })[0]);
    await waitFor(() => expect(deleteButtons()).toHaveLength(before - 1));
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(deleteButtons()).toHaveLength(before));
    await waitFor(() => expect(screen.queryByText('Comment is Delete Successfully')).not.toBeInTheDocument());
    expect(bodiesOf('DELETE', '/deleteRaating')).toEqual([]);
    expect(db().ratings[0][star]!.some((entry) => entry.ratingId === comment.ratingId)).toBe(true);
  });

  it('shows No Rating Found. for an empty star list', async () => {
    db().ratings[0]['1star'] = [];
    renderScreen('/admin/Ratings', 'admin');
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    expect(within(rows()[0]).getAllByText('No Rating Found.').length).toBeGreaterThan(0);
  });
});

describe('push notifications', () => {
  async function openDialog() {
    const user = setupUser();
    renderScreen('/admin/Pushnotifications', 'admin');
    await waitFor(() => expect(rows()).toHaveLength(10));
    await listDrawn();
    await user.click(await screen.findByRole('button', { name: 'Add PushNotification' }));
    return { user, dialog: await formDrawn(await screen.findByRole('dialog', { name: 'Add PushNotification' })) };
  }

  /** Types a title and a content, and submits. */
  async function submitTitled(user: ReturnType<typeof setupUser>, dialog: HTMLElement, title = 'Hello', content = 'World') {
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), title);
    await user.type(within(dialog).getByRole('textbox', { name: 'Content' }), content);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
  }

  it('sends to the garages of one city and shows the new rows first', async () => {
    const garage = db().garages.find((candidate) => candidate.accountStatus === 'active')!;
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('combobox', { name: 'State' }));
    await user.click(await screen.findByRole('option', { name: garage.state }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Cities' }));
    await user.click(await screen.findByRole('option', { name: garage.city }));
    await submitTitled(user, dialog, 'Monsoon', 'Wipers');
    expect(await screen.findByText('Notification added successfully')).toBeInTheDocument();
    expect(bodiesOf('POST', '/addPushNotification')).toEqual([
      {
        image: '',
        state: garage.state,
        location: [garage.city],
        vehicleType: 3,
        businessType: '',
        garageId: [],
        title: 'Monsoon',
        content: 'Wipers',
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(rows()[0]).toHaveTextContent('Monsoon'));
  }, 90_000);

  it('warns when no garage matches the criteria, keeping the dialog open', async () => {
    db().garages.forEach((garage) => (garage.businessType = 'Workshops'));
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('combobox', { name: 'Business Type' }));
    await user.click(await screen.findByRole('option', { name: 'Washing/Detailing' }));
    await submitTitled(user, dialog, 'Hi', 'Yo');
    expect(await screen.findByText('No garages found for the specified criteria')).toBeInTheDocument();
    expect(bodiesOf('POST', '/addPushNotification')[0]).toMatchObject({ businessType: 'Washing', garageId: [] });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  }, 60_000);

  it('warns when no garage has a device to reach', async () => {
    db().garages.forEach((garage) => (garage.accountStatus = 'pending'));
    const { user, dialog } = await openDialog();
    await submitTitled(user, dialog, 'Hi', 'Yo');
    expect(await screen.findByText('No device tokens found for the specified criteria')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  }, 60_000);

  it('sends nothing while the garages could not be read: an empty pick would reach every garage', async () => {
    sandbox.faults.set('GET /garageNameList', { status: 500, times: 10 });
    const { user, dialog } = await openDialog();
    await submitTitled(user, dialog);
    expect((await within(dialog).findAllByText('Garages: the choices could not be loaded.')).length).toBeGreaterThan(1);
    expect(bodiesOf('POST', '/addPushNotification')).toEqual([]);
  }, 60_000);

  it('sends nothing while the states stopped loading part-way, and says how many arrived', async () => {
    sandbox.faults.set('GET /listOfStates', { failAfterBytes: 3000, times: 1 });
    const { user, dialog } = await openDialog();
    await submitTitled(user, dialog);
    const cutShort = /^State: only \d+ of the choices arrived before the list stopped loading\./;
    expect((await within(dialog).findAllByText(cutShort)).length).toBeGreaterThan(1);
    expect(bodiesOf('POST', '/addPushNotification')).toEqual([]);
  }, 60_000);

  it('takes HTTP 200 with responseCode 201 as sent: it says so and closes', async () => {
    sandbox.faults.set('POST /addPushNotification', { responseCode: 201, times: 1 });
    const { user, dialog } = await openDialog();
    await submitTitled(user, dialog);
    expect(await screen.findByText('Notification added successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  }, 60_000);

  it('says Error Notification add when the server fails', async () => {
    sandbox.faults.set('POST /addPushNotification', { status: 500, times: 1 });
    const { user, dialog } = await openDialog();
    await submitTitled(user, dialog);
    expect(await screen.findByText('Error Notification add')).toBeInTheDocument();
  }, 60_000);

  it('names the status filter Send Success and Send Failed; a notification without its Status is neither', async () => {
    const user = setupUser();
    const [unknown] = db().pushNotifications as unknown as { Status?: boolean; title: string }[];
    delete unknown!.Status;
    unknown!.title = 'Outcome not read';
    renderScreen(urlWith(pushNotifications, { status: 'inactive' }), 'admin');
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    await waitFor(() => expect(rows().every((row) => row.textContent!.includes('Send Failed'))).toBe(true));
    expect(rows().some((row) => row.textContent!.includes(unknown!.title))).toBe(false);
    await user.click(await screen.findByRole('combobox', { name: 'Status' }));
    expect(await screen.findByRole('option', { name: 'Send Success' })).toBeInTheDocument();
  });
});

describe('report failures', () => {
  it('shows an error with Retry when a report fails to load', async () => {
    const user = setupUser();
    sandbox.faults.set('POST /adminSaleInvoiceList', { status: 500, times: 1 });
    renderScreen('/admin/SaleInvoice', 'admin');
    expect(await screen.findByText(/The list could not be loaded/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(rows()).toHaveLength(10));
  });
});

describe('access', () => {
  it('shows a report without Export to a sub-admin whose role has it', async () => {
    db().roles.find((role) => role.roleName === 'Accounts Auditor')!.status = true;
    const token = signInAs('subadmin', 'arjun.nair@garagehub.in');
    localStorage.setItem('admin', JSON.stringify({ token, role: 'Accounts Auditor' }));
    renderScreen('/admin/SaleInvoice');
    await waitFor(() => expect(rows()).toHaveLength(10));
    // Looked at once the whole screen is drawn: its filter bar, saved views and pager come a frame after the rows.
    await screen.findByTestId('saved-views');
    expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../src/api/endpoints';
import { ApiError, RETRY_DELAY_MS, request } from '../../src/api/http';
import { LEAD_LIST_RETRY_LIMIT } from '../../src/areas/leads/leadManagement';
import { cellUnder, formDrawn, listDrawn, renderApp, renderScreen, setupUser } from './renderApp';
import { http, HttpResponse } from 'msw';
import { resetSandbox, sandbox, sandboxServer, sent, signInAs } from './sandboxServer';

beforeEach(resetSandbox);

/** The Add Lead and Send To Garage flows are many interactions; jsdom on a busy machine needs time for them. */
const LONG_FLOW = { timeout: 90_000 };

const rows = () => screen.getAllByRole('row').slice(1);
const pageInfo = async () => (await screen.findByText(/\d+-\d+ of \d+/)).textContent!;
const bodies = (path: string) => sent.filter((call) => call.path === path).map((call) => call.body);

/** Picks an option of a MUI select (react-admin SelectInput) by its label. */
async function choose(user: UserEvent, scope: HTMLElement, label: RegExp | string, option: string) {
  // Options may still be loading: wait for the enabled select.
  const select = await waitFor(() => {
    const found = within(scope).getByRole('combobox', { name: label });
    expect(found).not.toHaveAttribute('aria-disabled', 'true');
    return found;
  });
  await user.click(select);
  await user.click(await screen.findByRole('option', { name: option }));
}

/** Picks an option of a MUI Autocomplete by entering part of it. */
async function pick(user: UserEvent, scope: HTMLElement, label: RegExp | string, typed: string, option: string) {
  const input = within(scope).getByRole('combobox', { name: label });
  await user.click(input);
  await user.paste(typed);
  await user.click(await screen.findByRole('option', { name: option }));
}

/** Enters a whole text at once (typing every key is slow in jsdom and not what these tests check). */
async function enter(user: UserEvent, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

async function openAddLead(user: UserEvent) {
  renderScreen('/admin/leadManagement', 'admin');
  await waitFor(() => expect(rows()).toHaveLength(10));
  await listDrawn();
  await user.click(await screen.findByRole('button', { name: 'Add Lead' }));
  return formDrawn(await screen.findByRole('dialog', { name: 'Add Lead' }));
}

async function fillLead(user: UserEvent, dialog: HTMLElement, phone = '9876543210') {
  const service = sandbox.store.db.services.find((candidate) => candidate.status && candidate.vehicleType === 1)!;
  await enter(user, within(dialog).getByLabelText(/^Customer Name/), 'Asha Rao');
  await enter(user, within(dialog).getByLabelText(/^Phone Number/), phone);
  await enter(user, within(dialog).getByLabelText(/^Email/), 'asha.rao@example.in');
  await enter(user, within(dialog).getByLabelText(/^Location/), 'Indiranagar, Bengaluru');
  await user.click(within(dialog).getByLabelText('4W'));
  await choose(user, dialog, /^Vehicle Brand/, 'Tata');
  await choose(user, dialog, /^Vehicle Model/, 'Nexon');
  await choose(user, dialog, /^Fuel Type/, 'Diesel');
  await pick(user, dialog, /^Service Name/, service.serviceName.slice(0, 6), service.serviceName);
  await choose(user, dialog, /^Source/, 'Direct Call');
  await enter(user, within(dialog).getByLabelText(/^Description/), 'Brakes squeal');
  return service;
}

describe('Lead Management', () => {
  it('lists 10 leads per page, newest first, with the lead columns', async () => {
    renderScreen('/admin/leadManagement', 'admin');
    await screen.findByRole('heading', { name: 'Lead Management', level: 1 });
    await waitFor(() => expect(rows()).toHaveLength(10));
    const all = sandbox.store.db.leads;
    expect(await pageInfo()).toContain(`of ${all.length}`);
    const newest = [...all].sort((a, b) => b.date.localeCompare(a.date))[0];
    expect(rows()[0]).toHaveTextContent(newest.customer.name);
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    // The first column is the row selection of the bulk actions.
    expect(headers).toEqual([
      '',
      'Customer Name',
      'Phone Number',
      'Email',
      'Location',
      'Vehicle Brand',
      'Vehicle Model',
      'Fuel Type',
      'Description',
      'Service Name',
      'Garage Name',
      'Garage City',
      'Date',
      'Source',
      'Status',
      'Coin Status',
      'Garage Coins',
    ]);
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
    expect(bodies('/lead/getLeadDataList')).toEqual([{}]);
  });

  it('searches status, source, garage, service and customer name', async () => {
    const user = setupUser();
    renderScreen('/admin/leadManagement', 'admin');
    await waitFor(() => expect(rows()).toHaveLength(10));
    const garage = sandbox.store.db.leads.find((lead) => lead.garageName)!.garageName!;
    await listDrawn();
    await enter(user, await screen.findByRole('searchbox', { name: 'Search' }), garage);
    const expected = sandbox.store.db.leads.filter((lead) =>
      [lead.status, lead.source, lead.garageName, lead.serviceName, lead.customer.name].some((value) =>
        value?.toLowerCase().includes(garage.toLowerCase()),
      ),
    );
    await waitFor(async () => expect(await pageInfo()).toContain(`of ${expected.length}`));
    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await enter(user, screen.getByRole('searchbox', { name: 'Search' }), 'zzzz-nothing');
    expect(await screen.findByText('No Leads found.')).toBeInTheDocument();
  });

  it('names the service choices that could not be loaded, with Retry that loads them', LONG_FLOW, async () => {
    const user = setupUser();
    renderScreen('/admin/leadManagement', 'admin');
    await waitFor(() => expect(rows()).toHaveLength(10));
    await listDrawn();
    sandbox.faults.set('GET /ServiceNameAdminList', { status: 500, times: 1 });
    await user.click(await screen.findByRole('button', { name: 'Add Lead' }));
    const dialog = await formDrawn(await screen.findByRole('dialog', { name: 'Add Lead' }));
    const failure = await within(dialog).findByRole('alert');
    expect(failure).toHaveTextContent('Service Name: the choices could not be loaded.');
    await user.click(within(failure).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(dialog).queryByText(/the choices could not be loaded/)).not.toBeInTheDocument());
    const service = sandbox.store.db.services.find((entry) => entry.status !== false)!;
    await user.click(within(dialog).getByRole('combobox', { name: /^Service Name/ }));
    expect(await screen.findAllByRole('option')).not.toHaveLength(0);
    expect(bodies('/ServiceNameAdminList').length).toBeGreaterThanOrEqual(2);
    expect(service).toBeDefined();
  });

  it('shows the required-field messages and the phone rules', LONG_FLOW, async () => {
    const user = setupUser();
    const dialog = await openAddLead(user);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    for (const message of [
      'Please input your Lead Name!',
      'Please input your Phone number!',
      'Please input your vehicle Type!',
      'Please Select Service Name',
      'Please Select Source',
    ]) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
    const phone = within(dialog).getByLabelText(/^Phone Number/);
    await user.type(phone, '987654321');
    expect(await within(dialog).findByText('Phone number must be 10 digits!')).toBeInTheDocument();
    await user.type(phone, '01');
    expect(phone).toHaveValue('9876543210');
    await waitFor(() => expect(within(dialog).queryByText('Phone number must be 10 digits!')).not.toBeInTheDocument());
    await user.clear(phone);
    await user.type(phone, '98765abcde');
    expect(await within(dialog).findByText('Phone number must be 10 digits!')).toBeInTheDocument();
    expect(bodies('/lead/createLeadData')).toEqual([]);
  });

  it('reloads brands for a new vehicle type and models for a new brand, clearing what depended on them', LONG_FLOW, async () => {
    const user = setupUser();
    const dialog = await openAddLead(user);
    const brand = () => within(dialog).getByRole('combobox', { name: /^Vehicle Brand/ });
    const model = () => within(dialog).getByRole('combobox', { name: /^Vehicle Model/ });
    expect(brand()).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(dialog).getByLabelText('4W'));
    await choose(user, dialog, /^Vehicle Brand/, 'Hyundai');
    await choose(user, dialog, /^Vehicle Model/, 'Creta');
    expect(bodies('/get_service_list')).toEqual([{ vehicleType: 1 }]);
    expect(bodies('/get_model_list')).toEqual([{ makeName: 'Hyundai', vehicleType: 1 }]);

    await choose(user, dialog, /^Vehicle Brand/, 'Tata');
    await waitFor(() => expect(model()).not.toHaveTextContent('Creta'));
    await waitFor(() =>
      expect(bodies('/get_model_list')).toEqual([
        { makeName: 'Hyundai', vehicleType: 1 },
        { makeName: 'Tata', vehicleType: 1 },
      ]),
    );
    await choose(user, dialog, /^Vehicle Model/, 'Nexon');

    await user.click(within(dialog).getByLabelText('2W'));
    await waitFor(() => expect(brand()).not.toHaveTextContent('Tata'));
    expect(model()).not.toHaveTextContent('Nexon');
    expect(model()).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(bodies('/get_service_list')).toEqual([{ vehicleType: 1 }, { vehicleType: 2 }]));
    await user.click(brand());
    expect(await screen.findByRole('option', { name: 'Royal Enfield' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Tata' })).not.toBeInTheDocument();
  });

  it(
    'keeps the form on a lost connection and on a 400, then sends the documented payload once however often Submit is clicked',
    LONG_FLOW,
    async () => {
      const user = setupUser();
      const dialog = await openAddLead(user);
      const service = await fillLead(user, dialog);
      const submit = within(dialog).getByRole('button', { name: 'Submit' });

      sandbox.faults.set('POST /lead/createLeadData', { offline: true, times: 1 });
      await user.click(submit);
      expect(await screen.findByText('The server could not be reached. Check the connection and try again.')).toBeInTheDocument();
      await waitFor(() => expect(submit).toBeEnabled());
      expect(within(dialog).getByLabelText(/^Phone Number/)).toHaveValue('9876543210');

      sandbox.faults.set('POST /lead/createLeadData', { status: 400, times: 1 });
      await user.click(submit);
      expect(await screen.findByText('Sandbox fault 400')).toBeInTheDocument();
      await waitFor(() => expect(submit).toBeEnabled());
      expect(within(dialog).getByLabelText(/^Customer Name/)).toHaveValue('Asha Rao');

      sandbox.faults.set('POST /lead/createLeadData', { latencyMs: 400, times: 1 });
      await user.dblClick(submit);
      await waitFor(() => expect(submit).toBeDisabled());
      expect(await screen.findByText('Lead created successfully')).toBeInTheDocument();
      const payload = {
        customer: { name: 'Asha Rao', phone: '9876543210', email: 'asha.rao@example.in', location: 'Indiranagar, Bengaluru' },
        vehicle: { vehicleType: 1, brand: 'Tata', model: 'Nexon', fuelType: 'Diesel' },
        service: service._id,
        source: 'Direct Call',
        description: 'Brakes squeal',
      };
      // The lost and the refused attempt, then one more: the double click sent once.
      expect(bodies('/lead/createLeadData')).toEqual([payload, payload, payload]);
      expect(sandbox.store.db.leads.filter((lead) => lead.customer.phone === '9876543210' && lead.serviceId === service._id)).toHaveLength(1);
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(rows()[0]).toHaveTextContent('Asha Rao'));
      expect(rows()[0]).toHaveTextContent(service.serviceName);
    },
  );

  it('shows that it is retrying while the list answers 503, then the rows', async () => {
    sandbox.faults.set('POST /lead/getLeadDataList', { status: 503, times: 2 });
    renderScreen('/admin/leadManagement', 'admin');
    expect(await screen.findByText('The server is busy. Trying again… (attempt 1 of 30)')).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(screen.queryByText(/The server is busy/)).not.toBeInTheDocument();
    expect(bodies('/lead/getLeadDataList')).toHaveLength(3);
  });

  it('stops asking again once the user has left the screen', async () => {
    sandbox.faults.set('POST /lead/getLeadDataList', { status: 503 });
    // The retries' waits on a clock the test moves (it also runs on by itself, for everything else).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    try {
      const view = renderScreen('/admin/leadManagement', 'admin');
      expect(await screen.findByText(/attempt 1 of/)).toBeInTheDocument();
      // While the screen shows, one retry wait later it asks again.
      await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS);
      expect(await screen.findByText(/attempt 2 of/)).toBeInTheDocument();
      view.unmount();
      const asked = bodies('/lead/getLeadDataList').length;
      // Three retry waits after leaving: no more calls.
      for (let wait = 0; wait < 3; wait++) {
        await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS);
        // A call sent would reach the sandbox outside the fake clock.
        await new Promise((resolve) => setImmediate(resolve));
      }
      expect(bodies('/lead/getLeadDataList')).toHaveLength(asked);
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives up after the bounded retries with an error and Retry, which loads the rows once the server is back', async () => {
    const user = setupUser();
    const failed = /The list could not be loaded/;
    // More 503s than the bound: the screen must stop retrying on its own.
    sandbox.faults.set('POST /lead/getLeadDataList', { status: 503 });
    renderScreen('/admin/leadManagement', 'admin');
    expect(await screen.findByText(`The server is busy. Trying again… (attempt 1 of ${LEAD_LIST_RETRY_LIMIT})`)).toBeInTheDocument();
    // The retries wait a second each: run them on a fake clock so the test does not take 30 s. The
    // first wait was already set on the real clock, hence the loop until the error or a deadline.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const deadline = Date.now() + 15_000;
      while (!screen.queryByText(failed) && Date.now() < deadline) {
        await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS);
        // Let the sandbox answer: its response is read outside the fake clock.
        await new Promise((resolve) => setImmediate(resolve));
      }
    } finally {
      vi.useRealTimers();
    }
    expect(await screen.findByText(failed)).toBeInTheDocument();
    expect(screen.queryByText(/The server is busy/)).not.toBeInTheDocument();
    expect(screen.queryAllByRole('row').slice(1)).toHaveLength(0);
    // The first try and LEAD_LIST_RETRY_LIMIT retries, no more.
    expect(bodies('/lead/getLeadDataList')).toHaveLength(LEAD_LIST_RETRY_LIMIT + 1);

    sandbox.faults.clear();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(screen.queryByText(failed)).not.toBeInTheDocument();
    expect(bodies('/lead/getLeadDataList')).toHaveLength(LEAD_LIST_RETRY_LIMIT + 2);
  });
});

describe('Leads Proceed', () => {
  it('asks the server for 15 leads a page and pages by totalRecords', async () => {
    const user = setupUser();
    const processed = sandbox.store.db.leads.filter((lead) => lead.processedByAdmin);
    renderScreen('/admin/leads', 'admin');
    await screen.findByRole('heading', { name: 'Leads Proceed', level: 1 });
    await waitFor(() => expect(rows()).toHaveLength(Math.min(15, processed.length)));
    expect(await pageInfo()).toContain(`of ${processed.length}`);
    expect(bodies('/lead/listOfAdminLeads')).toEqual([{ limit: 15, page: 1 }]);
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(bodies('/lead/listOfAdminLeads')).toContainEqual({ limit: 15, page: 2 }));
    await waitFor(() => expect(rows()).toHaveLength(processed.length - 15));
  });

  it('pages by what it has when the answer carries no total: Next while a page comes back full', async () => {
    const user = setupUser();
    // 19 processed leads, 15 a page, answered without data.pagination.
    const lead = (index: number) => ({ id: `lead-${index}`, customer: { name: `Customer ${index}` }, date: '2024-05-03T10:00:00.000Z' });
    sandboxServer.use(
      http.post('*/lead/listOfAdminLeads', async ({ request }) => {
        const { page, limit } = (await request.json()) as { page: number; limit: number };
        const leads = Array.from({ length: 19 }, (_, index) => lead(index + 1)).slice((page - 1) * limit, page * limit);
        return HttpResponse.json({ data: { leadsWithDetails: leads } });
      }),
    );
    renderScreen('/admin/leads', 'admin');
    await waitFor(() => expect(rows()).toHaveLength(15));
    expect(screen.queryByText('The list could not be loaded')).not.toBeInTheDocument();
    // The pager comes with the filter bar, a frame after the rows.
    await user.click(await screen.findByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(rows()).toHaveLength(4));
    expect(rows()[0]).toHaveTextContent('Customer 16');
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeDisabled();
  });

  it('says so when no lead has been processed', async () => {
    sandbox.store.db.leads = sandbox.store.db.leads.filter((lead) => !lead.processedByAdmin);
    renderScreen('/admin/leads', 'admin');
    expect(await screen.findByText('No leads have been processed yet.')).toBeInTheDocument();
  });
});

describe('Customer leads and dispatch', () => {
  const newestLead = () => [...sandbox.store.db.customerLeads].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
  const leadVehicleType = () => (newestLead().vehicle.vehicleType === 1 ? 1 : 2);

  async function openDispatch(user: UserEvent) {
    renderScreen('/admin/marketplace/leads', 'admin');
    await waitFor(() => expect(rows()).toHaveLength(10));
    await listDrawn();
    const lead = newestLead();
    await user.click(screen.getByRole('button', { name: `Send To Garage: ${lead.customer.name}` }));
    return { dialog: await screen.findByRole('dialog', { name: 'Send To Garage' }), lead };
  }

  /** A state and city with the most live garages of a vehicle type (the newest lead's by default; 'any' for all). */
  function cityWithGarages(type: 1 | 2 | 'any' = leadVehicleType()) {
    const live = sandbox.store.db.garages.filter(
      (garage) =>
        garage.accountStatus === 'active' && garage.status !== false && (type === 'any' || garage.garageType === type || garage.garageType === 3),
    );
    const counts = new Map<string, number>();
    for (const garage of live) counts.set(`${garage.state}|${garage.city}`, (counts.get(`${garage.state}|${garage.city}`) ?? 0) + 1);
    const [key] = [...counts].sort((a, b) => b[1] - a[1])[0];
    const [state, city] = key.split('|');
    return { state, city, garages: live.filter((garage) => garage.state === state && garage.city === city) };
  }

  it('lists the customer leads of GET /customerManagement with the spec columns', async () => {
    const user = setupUser();
    renderScreen('/admin/marketplace/leads', 'admin');
    await screen.findByRole('heading', { name: 'Leads', level: 1 });
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(await pageInfo()).toContain(`of ${sandbox.store.db.customerLeads.length}`);
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      '',
      'S.No',
      'Created Date',
      'Name',
      'Email',
      'Mobile Number',
      'Address',
      'Description',
      'Vehicle Brand',
      'Vehicle Model',
      'Vehicle Type',
      'Fuel Type',
      'Source',
      'Action',
    ]);
    const newest = [...sandbox.store.db.customerLeads].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
    expect(rows()[0]).toHaveTextContent(newest.customer.name);
    expect(cellUnder(rows()[0], 'Vehicle Type')).toHaveTextContent(newest.vehicle.vehicleType === 1 ? '4W' : '2W');
    await listDrawn();
    await enter(user, screen.getByRole('searchbox', { name: 'Search' }), 'zzzz-nothing');
    expect(await screen.findByText('No Leads found.')).toBeInTheDocument();
  });

  it('searches garages, sends the ticked ones once and shows the processed leads in Leads Proceed', LONG_FLOW, async () => {
    const user = setupUser();
    const { state, city, garages } = cityWithGarages('any');
    expect(garages.length).toBeGreaterThanOrEqual(2);
    const { dialog, lead } = await openDispatch(user);
    expect(within(dialog).getByTestId('dispatch-lead')).toHaveTextContent(lead.customer.name);
    // The vehicle type starts at the lead's own; this search widens it to all garages.
    expect(within(dialog).getByRole('combobox', { name: 'Vehicle Type' })).toHaveTextContent(leadVehicleType() === 1 ? '4W' : '2W');
    await choose(user, dialog, 'Vehicle Type', 'All');
    const send = within(dialog).getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    expect(within(dialog).getByText('Choose the filters and search for garages.')).toBeInTheDocument();

    await pick(user, dialog, 'State', state.slice(0, 4), state);
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'City' })).toBeEnabled());
    await pick(user, dialog, 'City', city.slice(0, 4), city);
    await user.click(within(dialog).getByRole('button', { name: 'Search Garages' }));
    expect(await screen.findByText(`${garages.length} garages found`)).toBeInTheDocument();
    expect(bodies('/lead/searchGarage')).toEqual([{ state, city, garageType: '', serviceId: '' }]);
    for (const garage of garages) expect(within(dialog).getByRole('checkbox', { name: garage.garageName })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('checkbox', { name: 'Select all garages' }));
    expect(await within(dialog).findByText(`${garages.length} garages selected`)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: garages[garages.length - 1].garageName }));
    const chosen = garages.slice(0, -1);
    await user.dblClick(send);
    expect(await screen.findByText(`Lead sent to ${chosen.length} ${chosen.length === 1 ? 'garage' : 'garages'} successfully`)).toBeInTheDocument();
    expect(bodies('/lead/generateLeads')).toEqual([{ leadId: lead._id, garages: chosen.map((garage) => garage._id) }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const processed = sandbox.store.db.leads.filter((entry) => entry.processedByAdmin && entry.customer.phone === lead.customer.phone);
    expect(processed.map((entry) => entry.garageName).sort()).toEqual(chosen.map((garage) => garage.garageName).sort());
    // Each carries the service the customer asked for, by its catalogue name (not '-').
    const service = sandbox.store.db.services.find((candidate) => candidate._id === processed[0].serviceId)!;
    expect(lead.description!.toLowerCase()).toContain(service.serviceName.toLowerCase());
    expect(processed.map((entry) => entry.serviceName)).toEqual(chosen.map(() => service.serviceName));
  });

  it('lists a garage the search answers without any id, which cannot be ticked and says why; Send posts only real ids', LONG_FLOW, async () => {
    const user = setupUser();
    const noId = 'This garage carries no id, so it cannot be sent to.';
    const [first, second] = cityWithGarages('any').garages;
    const option = ({ _id, garageName, garageOwnerName, phoneNumber, city }: typeof first) => ({
      _id,
      garageName,
      garageOwnerName,
      phoneNumber,
      city,
    });
    // No _id, garageId or id: the dispatch cannot name it, but the admin sees that the server found it.
    const idless = { garageName: 'Garage Without Id', garageOwnerName: 'Ravi Kulkarni', phoneNumber: '9000012345', city: 'Nashik' };
    sandboxServer.use(
      http.post('*/lead/searchGarage', () =>
        HttpResponse.json({ responseCode: 200, message: '3 garages found', data: { garages: [option(first), idless, option(second)] } }),
      ),
    );
    const { dialog, lead } = await openDispatch(user);
    await user.click(within(dialog).getByRole('button', { name: 'Search Garages' }));

    const box = await within(dialog).findByRole('checkbox', { name: idless.garageName });
    expect(box).toBeDisabled();
    expect(box).toHaveAccessibleDescription(noId);
    const row = box.closest('tr')!;
    expect(within(row).getByText(noId)).toBeInTheDocument();
    for (const shown of [idless.garageName, idless.garageOwnerName, idless.phoneNumber, idless.city]) expect(row).toHaveTextContent(shown);
    for (const garage of [first, second]) expect(within(dialog).getByRole('checkbox', { name: garage.garageName })).toBeEnabled();

    await user.click(within(dialog).getByRole('checkbox', { name: 'Select all garages' }));
    expect(await within(dialog).findByText('2 garages selected')).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Select all garages' })).toBeChecked();
    expect(box).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies('/lead/generateLeads')).toEqual([{ leadId: lead._id, garages: [first._id, second._id] }]);
  });

  it('drops the results and ticks when a filter changes, so Send cannot reach garages no longer shown', LONG_FLOW, async () => {
    const user = setupUser();
    const { state, city, garages } = cityWithGarages();
    const { dialog } = await openDispatch(user);
    await pick(user, dialog, 'State', state.slice(0, 4), state);
    await pick(user, dialog, 'City', city.slice(0, 4), city);
    await user.click(within(dialog).getByRole('button', { name: 'Search Garages' }));
    await user.click(await within(dialog).findByRole('checkbox', { name: garages[0].garageName }));
    expect(within(dialog).getByRole('button', { name: 'Send' })).toBeEnabled();
    await choose(user, dialog, 'Vehicle Type', 'All');
    expect(within(dialog).queryByRole('checkbox', { name: garages[0].garageName })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(bodies('/lead/generateLeads')).toEqual([]);
  });

  it('warns with the server message when the search or the send is refused', LONG_FLOW, async () => {
    const user = setupUser();
    const { state, city, garages } = cityWithGarages();
    const { dialog, lead } = await openDispatch(user);
    await user.click(within(dialog).getByRole('button', { name: 'Search Garages' }));
    expect(await screen.findByText('Please select a state')).toBeInTheDocument();

    sandbox.store.db.leads.unshift({
      ...sandbox.store.db.leads[0],
      id: 'already-sent',
      processedByAdmin: true,
      garageId: garages[0]._id,
      ...({ customerLeadId: lead._id } as object),
    });
    await pick(user, dialog, 'State', state.slice(0, 4), state);
    await pick(user, dialog, 'City', city.slice(0, 4), city);
    await user.click(within(dialog).getByRole('button', { name: 'Search Garages' }));
    await user.click(await within(dialog).findByRole('checkbox', { name: garages[0].garageName }));
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(`This lead was already sent to ${garages[0].garageName}`)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(
      sandbox.store.db.leads.filter(
        (entry) => entry.garageId === garages[0]._id && entry.processedByAdmin && entry.customer.phone === lead.customer.phone,
      ),
    ).toHaveLength(0);
  });

  it('shows No garages found. when the search matches none', LONG_FLOW, async () => {
    const user = setupUser();
    const { dialog } = await openDispatch(user);
    await pick(user, dialog, 'State', 'Lakshad', 'Lakshadweep');
    await user.click(within(dialog).getByRole('button', { name: 'Search Garages' }));
    expect(await within(dialog).findByText('No garages found.')).toBeInTheDocument();
    expect(await screen.findByText('No garages found for the selected filters')).toBeInTheDocument();
  });
});

describe('sub-admins', () => {
  function signInSubAdmin(email: string) {
    localStorage.setItem('admin', JSON.stringify({ token: signInAs('subadmin', email), role: 'subadmin' }));
  }

  it('a sub-admin with Leads sees Leads Proceed without Export', async () => {
    signInSubAdmin('sneha.kulkarni@garagehub.in');
    renderScreen('/admin/leads');
    await screen.findByRole('heading', { name: 'Leads Proceed', level: 1 });
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
  });

  it('a marketplace sub-admin with Leads sees the customer leads without Export', async () => {
    signInSubAdmin('farhan.qureshi@garagehub.in');
    renderScreen('/admin/marketplace/leads');
    await waitFor(() => expect(rows()).toHaveLength(10));
    // Looked at once the whole screen is drawn: its filter bar, saved views and pager come a frame after the rows.
    await screen.findByTestId('saved-views');
    expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
  });

  it('a sub-admin without the feature is refused Lead Management', async () => {
    signInSubAdmin('sneha.kulkarni@garagehub.in');
    renderApp('/admin/leadManagement');
    expect(await screen.findByText('Access denied')).toBeInTheDocument();
    // The app bar names the screen refused.
    expect(await within(screen.getByRole('banner')).findByText('Lead Management')).toBeInTheDocument();
  });
});

describe('sandbox lead rules', () => {
  const signedIn = () => localStorage.setItem('admin', JSON.stringify({ token: signInAs('admin'), role: 'admin' }));
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => 'accepted',
      (error: ApiError) => `${error.status} ${error.message}`,
    );

  it('refuses a repeated lead for the same phone and service', async () => {
    signedIn();
    const service = sandbox.store.db.services.find((candidate) => candidate.status)!;
    const payload = {
      customer: { name: 'Ravi', phone: '9000000001', email: '', location: '' },
      vehicle: { vehicleType: 1 as const, brand: '', model: '', fuelType: '' as const },
      service: service._id,
      source: 'Direct Call' as const,
      description: '',
    };
    await expect(request(api.leadCreate, payload)).resolves.toEqual({ responseCode: 201, message: 'Lead created successfully' });
    expect(await refusal(request(api.leadCreate, payload))).toBe('400 A lead for this phone number and service was just created');
    expect(await refusal(request(api.leadCreate, { ...payload, customer: { ...payload.customer, phone: '90000' } }))).toBe(
      '400 Phone number must be 10 digits',
    );
  });

  it('a lead sent to a garage keeps the name of the catalogue service the customer asked for', async () => {
    signedIn();
    const catalogue = sandbox.store.db.services;
    // Every seeded customer lead names a catalogue service.
    for (const lead of sandbox.store.db.customerLeads) {
      expect(catalogue.some((service) => lead.description!.toLowerCase().includes(service.serviceName.toLowerCase()))).toBe(true);
    }
    const lead = sandbox.store.db.customerLeads[0];
    const garage = sandbox.store.db.garages.find((candidate) => candidate.accountStatus === 'active' && candidate.status !== false)!;
    await request(api.leadGenerate, { leadId: lead._id, garages: [garage._id] });
    const answer = await request(api.leadAdminList, { limit: 15, page: 1 });
    const row = answer.data!.leadsWithDetails!.find(
      (entry) => entry.garageName === garage.garageName && entry.customer?.phone === lead.customer.phone,
    )!;
    expect(row.serviceName).not.toBe('');
    expect(catalogue.map((service) => service.serviceName)).toContain(row.serviceName);
    expect(lead.description!.toLowerCase()).toContain(row.serviceName!.toLowerCase());
  });

  it('never creates a processed lead twice for one garage, and creates none for a refused request', async () => {
    signedIn();
    const lead = sandbox.store.db.customerLeads[0];
    const [first, second] = sandbox.store.db.garages.filter((garage) => garage.accountStatus === 'active' && garage.status !== false);
    const processed = () => sandbox.store.db.leads.filter((entry) => entry.processedByAdmin).length;
    const before = processed();
    expect(await refusal(request(api.leadGenerate, { leadId: lead._id, garages: [first._id, first._id] }))).toBe(
      '400 Each garage can be chosen only once',
    );
    expect(await refusal(request(api.leadGenerate, { leadId: lead._id, garages: [] }))).toBe('400 Please select at least one garage');
    expect(await refusal(request(api.leadGenerate, { leadId: lead._id, garages: [first._id, 'unknown'] }))).toBe(
      '400 Garage not found or not active',
    );
    expect(await refusal(request(api.leadGenerate, { leadId: 'unknown', garages: [first._id] }))).toBe('404 Lead not found');
    expect(processed()).toBe(before);
    await request(api.leadGenerate, { leadId: lead._id, garages: [first._id] });
    expect(await refusal(request(api.leadGenerate, { leadId: lead._id, garages: [second._id, first._id] }))).toBe(
      `400 This lead was already sent to ${first.garageName}`,
    );
    expect(processed()).toBe(before + 1);
  });
});

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { cellUnder, renderApp, renderScreen, setupUser } from './renderApp';
import { resetSandbox, sandbox, sandboxServer, sent } from './sandboxServer';
import { http, HttpResponse } from 'msw';

beforeEach(resetSandbox);

const rows = () => screen.getAllByRole('row').slice(1);

describe('category management', () => {
  it('lists 10 categories per page, newest first', async () => {
    renderScreen('/admin/category', 'admin');
    await screen.findByRole('heading', { name: 'Categories', level: 1 });
    await waitFor(() => expect(rows()).toHaveLength(10));
    const newest = [...sandbox.store.db.categories].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
    expect(rows()[0]).toHaveTextContent(newest.categoryName);
  });

  it('validates, sends the documented payload and shows the new row', async () => {
    const user = setupUser();
    renderScreen('/admin/category', 'admin');
    await user.click(await screen.findByRole('button', { name: 'Add Category' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Category' });
    // Marked required before any attempt; Description is not.
    const labelOf = (name: RegExp) => (within(dialog).getByLabelText(name) as HTMLInputElement).labels![0].textContent;
    expect(labelOf(/^Category Name/)).toMatch(/^Category Name\s\*$/);
    expect(labelOf(/^Description/)).toBe('Description');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Please Select Vehicle Type')).toBeInTheDocument();
    expect(within(dialog).getByText('Please Enter Category Name')).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('Bike'));
    await user.type(within(dialog).getByLabelText(/^Category Name/), 'Chain Lubrication');
    await user.type(within(dialog).getByLabelText('Description'), 'Clean and lube');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Category Added Successfully')).toBeInTheDocument();
    expect(sent.filter((call) => call.path === '/addCategoryAdmin').map((call) => call.body)).toEqual([
      { categoryImage: '', vehicleType: 2, categoryName: 'Chain Lubrication', categoryDescription: 'Clean and lube' },
    ]);
    await waitFor(() => expect(rows()[0]).toHaveTextContent('Chain Lubrication'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('warns with the server message and keeps the typed values when the server refuses', async () => {
    const user = setupUser();
    const existing = sandbox.store.db.categories[0].categoryName;
    renderScreen('/admin/category', 'admin');
    await user.click(await screen.findByRole('button', { name: 'Add Category' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Category' });
    await user.click(within(dialog).getByLabelText('Car'));
    await user.type(within(dialog).getByLabelText(/^Category Name/), existing);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Category already exists')).toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).getByLabelText(/^Category Name/)).toHaveValue(existing);
  });

  it('asks Yes/No, sends the opposite status and confirms', async () => {
    const user = setupUser();
    renderScreen('/admin/category', 'admin');
    await waitFor(() => expect(rows()).toHaveLength(10));
    const first = rows()[0];
    const name = cellUnder(first, 'Category Name').textContent!;
    const record = sandbox.store.db.categories.find((category) => category.categoryName === name)!;
    expect(record.status).toBe(true);
    await user.click(within(first).getByRole('switch'));
    expect(await screen.findByText('Are you sure Deactivate this Category?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Category is now Inactive')).toBeInTheDocument();
    expect(sent.filter((call) => call.path === '/ChangeCategoryAdminStatus').map((call) => call.body)).toEqual([
      { categoryId: record._id, status: false },
    ]);
    await waitFor(() => expect(within(rows()[0]).getByText('Inactive')).toBeInTheDocument());
  });

  it('shows no success for a status change the server answered with a 401: nothing was saved, the sign-in screen says why', async () => {
    const user = setupUser();
    renderApp('/admin/category', 'admin');
    await waitFor(() => expect(rows()).toHaveLength(10));
    sandbox.faults.set('POST /ChangeCategoryAdminStatus', { status: 401, times: 1 });
    await user.click(within(rows()[0]).getByRole('switch'));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    await screen.findByRole('button', { name: 'Sign in' });
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(screen.queryByText('Category is now Inactive')).not.toBeInTheDocument();
  });

  it('offline, sends no status change, now or on reconnecting, and says why (issue 57)', async () => {
    const user = setupUser();
    renderScreen('/admin/category', 'admin');
    await waitFor(() => expect(rows()).toHaveLength(10));
    act(() => onlineManager.setOnline(false));
    try {
      await user.click(within(rows()[0]).getByRole('switch'));
      await user.click(await screen.findByRole('button', { name: 'Yes' }));
      expect(await screen.findByText('You are offline: nothing was sent. Try again when the connection is back.')).toBeInTheDocument();
    } finally {
      act(() => onlineManager.setOnline(true));
    }
    // react-query's default would have held the write and sent it now, long after the user moved on.
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(sent.filter((call) => call.path === '/ChangeCategoryAdminStatus')).toEqual([]);
    expect(within(rows()[0]).getByRole('switch')).toBeChecked();
  });

  it("warns with the server's words when it refuses a status change, and the switch stays", async () => {
    const user = setupUser();
    renderScreen('/admin/category', 'admin');
    await waitFor(() => expect(rows()).toHaveLength(10));
    sandbox.faults.set('POST /ChangeCategoryAdminStatus', { responseCode: 400, times: 1 });
    await user.click(within(rows()[0]).getByRole('switch'));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Sandbox fault responseCode 400')).toBeInTheDocument();
    // Once the question has closed: the switch still shows the status the server kept.
    await waitFor(() => expect(within(rows()[0]).getByRole('switch')).toBeChecked());
  });

  it('Yes acts on the category asked about, even when the rows change under the question', async () => {
    const user = setupUser();
    renderScreen('/admin/category', 'admin');
    await waitFor(() => expect(rows()).toHaveLength(10));
    const name = cellUnder(rows()[0], 'Category Name').textContent!;
    const asked = sandbox.store.db.categories.find((category) => category.categoryName === name)!;
    // A category of the next page: its answer's one row takes the first row's place.
    const shown = rows().map((row) => cellUnder(row, 'Category Name').textContent!);
    const other = sandbox.store.db.categories
      .map((category) => category.categoryName)
      .find((name) => !shown.some((text) => text.includes(name) || name.includes(text)))!;
    const search = await screen.findByRole('searchbox', { name: 'Search' });
    await user.click(within(rows()[0]).getByRole('switch'));
    expect(await screen.findByText('Are you sure Deactivate this Category?')).toBeInTheDocument();
    // The list reads again behind the open question (here a search), so its first row shows another category.
    fireEvent.change(search, { target: { value: other } });
    const shownRows = () => screen.getAllByRole('row', { hidden: true }).slice(1);
    await waitFor(() => expect(shownRows().some((row) => row.textContent!.includes(other))).toBe(true));
    expect(shownRows()[0]).not.toHaveTextContent(name);
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Category is now Inactive')).toBeInTheDocument();
    expect(sent.filter((call) => call.path === '/ChangeCategoryAdminStatus').map((call) => call.body)).toEqual([
      { categoryId: asked._id, status: false },
    ]);
  });

  it('pages with numbered buttons, and Previous onto the first page hands its focus to the page shown', async () => {
    const user = setupUser();
    const pages = Math.ceil(sandbox.store.db.categories.length / 10);
    expect(pages).toBeGreaterThan(1);
    renderScreen('/admin/category', 'admin');
    await waitFor(() => expect(rows()).toHaveLength(10));
    await user.click(await screen.findByRole('button', { name: `Go to page ${pages}` }));
    expect(await screen.findByRole('button', { name: `Page ${pages}` })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeDisabled();
    screen.getByRole('button', { name: 'Go to previous page' }).focus();
    for (let page = pages - 1; page >= 1; page -= 1) {
      await user.keyboard('{Enter}');
      await screen.findByRole('button', { name: `Page ${page}` });
    }
    expect(screen.getByRole('button', { name: 'Go to previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveFocus();
  });

  it('shows a category sent without its status as neither, its switch not to be flipped', async () => {
    const newest = [...sandbox.store.db.categories].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0]!;
    delete (newest as { status?: boolean }).status;
    renderScreen('/admin/category', 'admin');
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(within(rows()[0]).getByRole('switch')).toBeDisabled();
    expect(within(rows()[1]).getByRole('switch')).toBeEnabled();
  });

  it('shows an error with Retry when the list fails, instead of an empty table: once, with the status as a code', async () => {
    const user = setupUser();
    sandbox.faults.set('GET /CategoryAdminList', { status: 500, times: 1 });
    renderScreen('/admin/category', 'admin');
    const alert = await screen.findByText(/The list could not be loaded/);
    // The status line's words are English in every language; a server's own message would show instead.
    expect(alert).toHaveTextContent('The list could not be loaded. (HTTP 500)');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(rows()).toHaveLength(10));
    // No notification repeated it.
    expect(screen.queryByText(/Internal Server Error|HTTP 500/)).toBeNull();
  });

  it('names the call and its rows, with Retry, when the list is answered with a page that is not JSON', async () => {
    sandboxServer.use(
      http.get(
        '*/CategoryAdminList',
        () => new HttpResponse('<html><body>Bad gateway</body></html>', { status: 200, headers: { 'content-type': 'text/html' } }),
        {
          once: true,
        },
      ),
    );
    renderScreen('/admin/category', 'admin');
    const alert = (await screen.findByRole('button', { name: 'Retry' })).closest<HTMLElement>('[role="alert"]')!;
    expect(alert).toHaveTextContent('GET /CategoryAdminList');
    expect(alert).toHaveTextContent('categories');
    expect(alert).not.toHaveTextContent('could not be reached');
  });

  it('says the server could not be reached, in a message the languages carry, when no answer came', async () => {
    sandbox.faults.set('GET /CategoryAdminList', { offline: true });
    renderScreen('/admin/category', 'admin');
    const alert = (await screen.findByRole('button', { name: 'Retry' })).closest<HTMLElement>('[role="alert"]')!;
    expect(alert).toHaveTextContent('The list could not be loaded. (The server could not be reached. Check the connection and try again.)');
    expect(alert).not.toHaveTextContent('Network error');
  });
});

describe('states and cities', () => {
  const byNewest = <Row extends { createdAt: string }>(list: Row[]) => [...list].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

  it('shows a city added to another state than the one shown: the list turns to that state', async () => {
    const [shown, other] = sandbox.store.db.states;
    const user = setupUser();
    renderScreen(`/admin/cities?filter=${encodeURIComponent(JSON.stringify({ stateId: shown._id }))}`, 'admin');
    await user.click(await screen.findByRole('button', { name: 'Add City' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add City' });
    await user.type(within(dialog).getByRole('combobox', { name: /^State/ }), other.stateName);
    await user.click(await screen.findByRole('option', { name: other.stateName }));
    await user.type(within(dialog).getByRole('textbox', { name: /^City Name/ }), 'Varkala Beach');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('City Added Successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^State/ })).toHaveValue(other.stateName));
    expect(await screen.findByRole('cell', { name: 'Varkala Beach' })).toBeInTheDocument();
  });

  it('open newest first; the name header sorts A to Z in one click', async () => {
    const user = setupUser();
    const db = sandbox.store.db;
    renderScreen('/admin/states', 'admin');
    await waitFor(() => expect(rows()).toHaveLength(10));
    const states = byNewest(db.states);
    expect(cellUnder(rows()[0], 'State')).toHaveTextContent(states[0].stateName);
    expect(cellUnder(rows()[1], 'State')).toHaveTextContent(states[1].stateName);
    await user.click(screen.getByRole('button', { name: /^Sort by state ascending$/i }));
    const first = [...db.states].sort((a, b) => a.stateName.localeCompare(b.stateName))[0];
    await waitFor(() => expect(cellUnder(rows()[0], 'State')).toHaveTextContent(first.stateName));
  });

  it('shows a state sent without its status as neither Active nor Inactive', async () => {
    const newest = byNewest(sandbox.store.db.states)[0];
    delete (newest as { status?: boolean }).status;
    renderScreen('/admin/states', 'admin');
    await waitFor(() => expect(cellUnder(rows()[0], 'State')).toHaveTextContent(newest.stateName));
    expect(cellUnder(rows()[0], 'Status')).toHaveTextContent('-');
    expect(cellUnder(rows()[1], 'Status')).toHaveTextContent(/^(Active|Inactive)$/);
  });

  it("keeps a state chosen and a search typed before the new state's cities came: both filter the list", async () => {
    const user = setupUser();
    const [first, second] = [...sandbox.store.db.states].sort((a, b) => a.stateName.localeCompare(b.stateName));
    renderScreen(`/admin/cities?filter=${encodeURIComponent(JSON.stringify({ stateId: first._id }))}`, 'admin');
    await waitFor(() => expect(rows().length).toBeGreaterThan(1));
    // The second state's cities take a while: the screen still shows the first state's meanwhile.
    sandbox.faults.set('GET /listOfCities/{stateId}', { latencyMs: 1500, times: 1 });
    await user.click(await screen.findByRole('combobox', { name: 'State' }));
    await user.click(await screen.findByRole('option', { name: second.stateName }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'a');
    const filter = () => JSON.parse(new URLSearchParams(window.location.search).get('filter') ?? '{}') as Record<string, unknown>;
    await waitFor(() => expect(filter()).toEqual({ stateId: second._id, q: 'a' }), { timeout: 5000 });
    // The answer to the text typed leaves the box as it is: same text, still focused for the next key.
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('a');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveFocus();
  });

  it('lists the cities of the chosen state newest first, a city just added on top', async () => {
    const user = setupUser();
    const db = sandbox.store.db;
    const state = [...db.states].sort((a, b) => a.stateName.localeCompare(b.stateName))[0];
    // The state gains a city made today, last by name.
    const cities = db.cities.filter((city) => city.stateId === state._id);
    db.cities.unshift({ ...cities[cities.length - 1], _id: 'city-new', cityName: 'Zeta Nagar', createdAt: new Date().toISOString() });
    renderScreen(`/admin/cities?filter=${encodeURIComponent(JSON.stringify({ stateId: state._id }))}`, 'admin');
    await waitFor(() => expect(rows().length).toBeGreaterThan(1));
    expect(cellUnder(rows()[0], 'City Name')).toHaveTextContent('Zeta Nagar');
    const older = byNewest(cities);
    expect(cellUnder(rows()[1], 'City Name')).toHaveTextContent(older[0].cityName);
    await user.click(screen.getByRole('button', { name: /^Sort by city name ascending$/i }));
    const first = [...cities, { cityName: 'Zeta Nagar' }].sort((a, b) => a.cityName.localeCompare(b.cityName))[0];
    await waitFor(() => expect(cellUnder(rows()[0], 'City Name')).toHaveTextContent(first.cityName));
  });
});

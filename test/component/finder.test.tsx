import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from './renderApp';
import { resetSandbox, sandbox, sent } from './sandboxServer';

beforeEach(resetSandbox);

const rows = () => screen.getAllByRole('row').slice(1);
const key = (element: Element, name: string, options: KeyboardEventInit = {}) => fireEvent.keyDown(element, { key: name, ...options });

async function openFinder() {
  await waitFor(() => expect(rows().length).toBeGreaterThan(0));
  key(document.body, 'k', { ctrlKey: true });
  return screen.findByRole('combobox', { name: 'Find a screen or a garage' });
}
const options = () => within(screen.getByRole('listbox')).queryAllByRole('option');
const selected = () => options().find((option) => option.getAttribute('aria-selected') === 'true');

describe('finder', () => {
  it('Ctrl+K from Category matches screens by name and finds a garage by mobile number; arrows and Enter open Garage Management filtered to it', async () => {
    const garage = sandbox.store.db.garages.find((row) => row.accountStatus === 'active')!;
    renderApp('/admin/category', 'admin');
    let input = await openFinder();
    fireEvent.change(input, { target: { value: 'promo' } });
    await waitFor(() => expect(options().map((option) => option.textContent)).toEqual(['PromoCodeVR Garage']));
    key(input, 'Escape');
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Find a screen or a garage' })).toBeNull());
    input = await openFinder();
    fireEvent.change(input, { target: { value: garage.phoneNumber } });
    await waitFor(() => expect(options().some((option) => option.textContent?.startsWith(garage.garageName))).toBe(true));
    const found = options().find((option) => option.textContent?.startsWith(garage.garageName))!;
    expect(found).toHaveTextContent(garage.phoneNumber);
    // The combobox points at the active option; arrows move it, Enter opens it.
    const scrolledTo: Element[] = [];
    found.scrollIntoView = function (this: Element) {
      scrolledTo.push(this);
    };
    do key(input, 'ArrowDown');
    while (selected() !== found);
    expect(input).toHaveAttribute('aria-activedescendant', found.id);
    // The option the arrows reach is brought into sight.
    expect(scrolledTo).toEqual([found]);
    key(input, 'Enter');
    await waitFor(() => expect(window.location.pathname).toBe('/admin/GarageManagement'));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent(garage.garageName);
    // One garage list read: the finder's rows are the ones Garage Management shows.
    expect(sent.filter((call) => call.path === '/getAllUsers')).toHaveLength(1);
  });

  it('says the garages could not be searched when their list fails, not that nothing matches, and finds them at the next text', async () => {
    const garage = sandbox.store.db.garages.find((row) => row.accountStatus === 'active')!;
    renderApp('/admin/category', 'admin');
    const input = await openFinder();
    sandbox.faults.set('GET /getAllUsers', { status: 500, times: 1 });
    fireEvent.change(input, { target: { value: garage.phoneNumber } });
    await screen.findByText('The garages could not be searched. Type again to retry.');
    expect(screen.queryByText('Nothing matches.')).toBeNull();
    fireEvent.change(input, { target: { value: garage.phoneNumber.slice(0, -1) } });
    await waitFor(() => expect(options().some((option) => option.textContent?.startsWith(garage.garageName))).toBe(true));
    expect(screen.queryByText('The garages could not be searched. Type again to retry.')).toBeNull();
  });

  it('lists the dashboards, which every role opens, and opens the one chosen', async () => {
    renderApp('/admin/category', 'subadmin');
    const input = await openFinder();
    fireEvent.change(input, { target: { value: 'dash' } });
    await waitFor(() =>
      expect(options().map((option) => option.textContent)).toEqual(['DashboardVR Garage', 'DashboardMarketplace', 'DashboardADMIN']),
    );
    key(input, 'ArrowDown');
    key(input, 'Enter');
    await waitFor(() => expect(window.location.pathname).toBe('/admin/marketplace/dashboard'));
  });

  it('a sub-admin finds only the screens of its role and no garages', async () => {
    const garage = sandbox.store.db.garages[0];
    renderApp('/admin/category', 'subadmin');
    const input = await openFinder();
    await waitFor(() => expect(options().length).toBeGreaterThan(0));
    const names = options().map((option) => option.textContent);
    expect(names.some((name) => name?.startsWith('Category'))).toBe(true);
    expect(names.some((name) => name?.startsWith('Garage Management'))).toBe(false);
    fireEvent.change(input, { target: { value: garage.phoneNumber } });
    await screen.findByText('Nothing matches.');
    expect(sent.some((call) => call.path === '/getAllUsers')).toBe(false);
  });
});

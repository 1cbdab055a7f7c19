import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SeedGarage } from '../../src/sandbox/seed';
import { renderScreen } from './renderApp';
import { resetSandbox, sandbox } from './sandboxServer';

beforeEach(resetSandbox);
afterEach(() => vi.restoreAllMocks());

const rows = () => screen.getAllByRole('row').slice(1);
const click = (element: Element) => fireEvent.click(element);
const filterOf = () => JSON.parse(new URLSearchParams(window.location.search).get('filter') ?? '{}') as Record<string, unknown>;
const liveGarages = () => sandbox.store.db.garages.filter((garage) => garage.accountStatus === 'active');
/** Values of a field with their counts, most frequent first, as a facet lists them. */
function countsOf(garages: SeedGarage[], value: (garage: SeedGarage) => string): string[] {
  const counts = new Map<string, number>();
  for (const garage of garages) counts.set(value(garage), (counts.get(value(garage)) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([name, count]) => `${name} (${count})`);
}
const facet = (panel: HTMLElement, name: string) => within(within(panel).getByRole('region', { name }));
const labelsIn = (group: ReturnType<typeof facet>) => group.getAllByRole('checkbox').map((box) => box.closest('label')!.textContent);

describe('facets and data checks', () => {
  it('a tick narrows the rows, the URL and the other facets; saved views keep it; a data check lists the duplicate registration', async () => {
    renderScreen('/admin/GarageManagement', 'admin');
    await waitFor(() => expect(rows()).toHaveLength(10));
    const live = liveGarages();
    const [topState] = countsOf(live, (garage) => garage.state);
    const state = topState.replace(/ \(\d+\)$/, '');
    const inState = live.filter((garage) => garage.state === state);

    click(await screen.findByRole('button', { name: 'Filters' }));
    const panel = await screen.findByRole('dialog', { name: 'Filters' });
    // Narrower than 1200 px (jsdom's window) the panel is a modal sheet: the list is hidden from screen readers and the focus kept in the sheet.
    expect(panel).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('table', { hidden: true }).closest('[aria-hidden="true"]')).not.toBeNull();
    const rowButton = within(screen.getAllByRole('row', { hidden: true })[1]).getAllByRole('button', { hidden: true })[0];
    rowButton.focus();
    expect(rowButton).not.toHaveFocus();
    expect(panel).toContainElement(document.activeElement as HTMLElement);
    await waitFor(() => expect(labelsIn(facet(panel, 'State'))[0]).toBe(topState));
    expect(labelsIn(facet(panel, 'City'))).toEqual(countsOf(live, (garage) => garage.city).slice(0, 8));

    click(facet(panel, 'State').getByRole('checkbox', { name: topState }));
    await waitFor(() => expect(filterOf()).toEqual({ state: [state] }));
    // The city facet counts that state's cities; the state facet still offers every state.
    await waitFor(() => expect(labelsIn(facet(panel, 'City'))).toEqual(countsOf(inState, (garage) => garage.city).slice(0, 8)));
    expect(labelsIn(facet(panel, 'State'))).toEqual(countsOf(live, (garage) => garage.state).slice(0, 8));
    await screen.findByText(new RegExp(`of ${inState.length}$`));

    // Saved views keep the ticks.
    click(within(panel).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filters' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeInTheDocument();
    click(within(screen.getByTestId('saved-views')).getByRole('button', { name: 'Save view' }));
    const naming = await screen.findByRole('dialog', { name: 'Save view' });
    fireEvent.change(within(naming).getByLabelText('Name'), { target: { value: 'One state' } });
    click(within(naming).getByRole('button', { name: 'Save' }));
    click(await screen.findByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(filterOf()).toEqual({}));
    click(within(screen.getByTestId('saved-views')).getByRole('button', { name: 'One state' }));
    await waitFor(() => expect(filterOf()).toEqual({ state: [state] }));
    await screen.findByText(new RegExp(`of ${inState.length}$`));
    click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(filterOf()).toEqual({}));

    // The duplicate-mobile check: its count, then the two garages sharing the number, together.
    const shared = live.filter((garage) => live.some((other) => other !== garage && other.phoneNumber === garage.phoneNumber));
    expect(shared).toHaveLength(2);
    click(screen.getByRole('button', { name: 'Data checks' }));
    const check = await screen.findByRole('menuitem', { name: /^Mobile number shared with another garage/ });
    await waitFor(() => expect(check).toHaveTextContent(/another garage2$/));
    click(check);
    await waitFor(() => expect(filterOf()).toEqual({ check: 'duplicatePhone' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    for (const garage of shared) expect(rows().some((row) => row.textContent?.includes(garage.garageName))).toBe(true);
    // The check shows as a chip that removes it.
    click(within(screen.getByRole('button', { name: 'Mobile number shared with another garage' })).getByTestId('CancelIcon'));
    await waitFor(() => expect(filterOf()).toEqual({}));
  }, 60_000);

  it('on screens 1200 px and wider sits beside the list, not modal: the rows stay readable and reachable while values are ticked', async () => {
    const narrow = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({
      ...narrow(query),
      matches: query === '(min-width:1200px)' || narrow(query).matches,
    }));
    renderScreen('/admin/GarageManagement', 'admin');
    await waitFor(() => expect(rows()).toHaveLength(10));
    const live = liveGarages();
    const [topState] = countsOf(live, (garage) => garage.state);
    const state = topState.replace(/ \(\d+\)$/, '');
    const filters = await screen.findByRole('button', { name: 'Filters' });
    expect(filters).not.toHaveAttribute('aria-haspopup');
    click(filters);
    const panel = await screen.findByRole('region', { name: 'Filters' });
    expect(filters).toHaveAttribute('aria-expanded', 'true');
    expect(filters).toHaveAttribute('aria-controls', panel.id);
    expect(screen.queryByRole('dialog')).toBeNull();
    // The panel comes after the rows: the focus is taken to it, once it has drawn (a busy machine may take a while).
    await waitFor(() => expect(within(panel).getByRole('heading', { name: 'Filters' })).toHaveFocus());
    click(await within(panel).findByRole('checkbox', { name: topState }));
    await waitFor(() => expect(filterOf()).toEqual({ state: [state] }));
    await screen.findByText(new RegExp(`of ${live.filter((garage) => garage.state === state).length}$`));

    // While the value is ticked, the list is neither hidden from screen readers nor out of the keyboard's reach.
    const table = screen.getByRole('table');
    expect(table.closest('[aria-hidden]')).toBeNull();
    const rowButton = within(rows()[0]).getAllByRole('button')[0];
    rowButton.focus();
    expect(rowButton).toHaveFocus();
    expect(facet(panel, 'State').getByRole('checkbox', { name: topState })).toBeChecked();

    // Closing gives the focus back to the button; the tick stays.
    click(within(panel).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'Filters' })).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Filters (1)' })).toHaveFocus());

    // Two more states ticked in a row, the second before the list answered the first: all three filter it.
    click(screen.getByRole('button', { name: 'Filters (1)' }));
    const reopened = await screen.findByRole('region', { name: 'Filters' });
    const [, second, third] = countsOf(live, (garage) => garage.state);
    click(facet(reopened, 'State').getByRole('checkbox', { name: second }));
    click(facet(reopened, 'State').getByRole('checkbox', { name: third }));
    await waitFor(() => expect(filterOf()).toEqual({ state: [state, second, third].map((label) => label.replace(/ \(\d+\)$/, '')) }));
  }, 60_000);

  it('a sub-admin narrows the catalogue by vehicle type, counted as the list holds it', async () => {
    renderScreen('/admin/category', 'subadmin');
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    const cars = sandbox.store.db.categories.filter((category) => Number(category.vehicleType) === 1);
    click(await screen.findByRole('button', { name: 'Filters' }));
    const panel = await screen.findByRole('dialog', { name: 'Filters' });
    const vehicles = within(await within(panel).findByRole('region', { name: 'Vehicle Type' }));
    const car = vehicles.getByRole('checkbox', { name: `Car (${cars.length})` });
    click(car);
    await waitFor(() => expect(filterOf()).toEqual({ vehicleType: ['1'] }));
    await screen.findByText(new RegExp(`of ${cars.length}$`));
  });
});

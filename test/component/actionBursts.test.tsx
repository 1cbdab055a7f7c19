import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderScreen, setupUser } from './renderApp';
import { resetSandbox, sandbox, sent } from './sandboxServer';

beforeEach(resetSandbox);

const rows = () => screen.getAllByRole('row').slice(1);
const calls = (path: string) => sent.filter((call) => call.path === path);

/** Two clicks in a row, the second while the first call is still under way. */
function burst(button: HTMLElement) {
  fireEvent.click(button);
  fireEvent.click(button);
}

/**
 * Every action button sends one request per click burst, with and without latency. Generate Payment
 * Link has its own test in subscriptions.test.tsx; these are the other kinds of action buttons:
 * - FormDialog Submit (every add/edit dialog: category, service, city, feature, promo code, sub-admin,
 *   role, lead, push notification, SEO add popups, garage add/edit, analytics, limitation count);
 * - ConfirmedAction Yes (every status switch, approve, page delete, rating delete);
 * - garage row modals through useGarageDialogSubmit (Update Coins, Social Media save, garage status).
 */
describe.each([0, 400])('one request per click burst (latency %i ms)', (latencyMs) => {
  beforeEach(() => {
    if (latencyMs) sandbox.faults.set('*', { latencyMs });
  });

  it('FormDialog Submit (Add Category)', async () => {
    const user = setupUser();
    renderScreen('/admin/category', 'admin');
    await user.click(await screen.findByRole('button', { name: 'Add Category' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Category' });
    await user.click(within(dialog).getByLabelText('Car'));
    await user.type(within(dialog).getByLabelText(/^Category Name/), 'Nitrogen Fill');
    burst(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Category Added Successfully')).toBeInTheDocument();
    expect(calls('/addCategoryAdmin')).toHaveLength(1);
  });

  it('ConfirmedAction Yes (category status switch)', async () => {
    const user = setupUser();
    renderScreen('/admin/category', 'admin');
    await waitFor(() => expect(rows()).toHaveLength(10));
    await user.click(within(rows()[0]).getByRole('switch'));
    burst(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(/^Category is now/)).toBeInTheDocument();
    expect(sent.filter((call) => call.method !== 'GET')).toHaveLength(1);
  });

  it('garage row modal Submit (Update Coins)', async () => {
    renderScreen('/admin/GarageManagement', 'admin');
    await waitFor(() => expect(rows()).toHaveLength(10));
    fireEvent.click(within(rows()[0]).getByRole('button', { name: /^Update Coins: / }));
    const dialog = await screen.findByRole('dialog', { name: /^Update Coins: / });
    fireEvent.click(within(dialog).getByLabelText('Add'));
    fireEvent.change(within(dialog).getByLabelText('Coins'), { target: { value: '5' } });
    burst(within(dialog).getByText('Submit'));
    expect(await screen.findByText('Operation successfully submitted')).toBeInTheDocument();
    expect(calls('/updateCoins')).toHaveLength(1);
  });
});

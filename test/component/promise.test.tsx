import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../src/api/endpoints';
import { request } from '../../src/api/http';
import { clearDeviations, deviationLog } from '../../src/api/contract/deviations';
import { expiryText } from '../../src/areas/subscriptions/model';
import { formatDate } from '../../src/lib/dates';
import { renderApp, renderScreen, setupUser, signInStored } from './renderApp';
import { resetSandbox, sandbox, sandboxServer, sent } from './sandboxServer';

beforeEach(() => {
  resetSandbox();
  clearDeviations();
});

const logged = () => deviationLog().map(({ call, field, kind }) => ({ call, field, kind }));

describe('a backend that answers exactly as the documents say', () => {
  it('signs a sub-admin in whose features carry only what 000 §2 promises, skipping and recording one without an endpoint', async () => {
    sandboxServer.use(
      http.get('*/admin_marketplace_dashboard', () =>
        HttpResponse.json({
          data: {
            role: 'subadmin',
            features: [{ endPoint: '/admin/category', featureName: 'Category', icon: 'dasbhoard' }, { featureName: 'Nowhere' }],
          },
        }),
      ),
    );
    const user = setupUser();
    renderApp('/login');
    await user.type(await screen.findByLabelText(/e-mail/i), 'catalogue@garagehub.in');
    await user.type(screen.getByLabelText(/password/i), 'Subadmin@123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(window.location.pathname).toBe('/admin/dashboard'));
    expect(screen.queryByText(/something went wrong/i)).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('admin')!).features).toEqual([
      { endPoint: '/admin/category', featureName: 'Category', icon: 'dasbhoard', source: 'vrgarage' },
    ]);
    expect(logged()).toContainEqual({ call: 'GET /admin_{product}_dashboard', field: 'data.features[].endPoint', kind: 'missing' });
  });

  it('says a dashboard counter the answer lacks is missing, never 0', async () => {
    sandboxServer.use(http.get('*/adminDashboard', () => HttpResponse.json({ data: {} })));
    renderScreen('/admin/dashboard', 'admin');
    const box = await screen.findByTestId('count-allGarages');
    await waitFor(() => expect(box).toHaveTextContent("Not in the server's answer"));
    expect(box).not.toHaveTextContent('0');
    expect(logged()).toContainEqual({ call: 'GET /adminDashboard', field: 'data.allGarages', kind: 'missing' });
  });

  it('closes Add City on responseCode 200 alone (002 §7), without a message', async () => {
    sandboxServer.use(http.post('*/addCity', () => HttpResponse.json({ responseCode: 200 })));
    const state = sandbox.store.db.states[0];
    const user = setupUser();
    renderScreen(`/admin/cities?filter=${encodeURIComponent(JSON.stringify({ stateId: state._id }))}`, 'admin');
    await user.click(await screen.findByRole('button', { name: 'Add City' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add City' });
    await user.type(within(dialog).getByRole('combobox', { name: /^State/ }), state.stateName);
    await user.click(await screen.findByRole('option', { name: state.stateName }));
    await user.type(within(dialog).getByRole('textbox', { name: /^City Name/ }), 'Varkala Beach');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('City Added Successfully')).toBeInTheDocument();
    expect(sent.filter((call) => call.path === '/addCity')).toHaveLength(1);
  });

  it('reads dates day first and leaves an unreadable expiry to show N/A', async () => {
    signInStored('admin');
    sandboxServer.use(
      http.post('*/admin/subscriptionData', () => HttpResponse.json({ data: { features: [], subscriptionPlan: { expiryDate: 'soon' } } })),
      http.post('*/lead/getLeadDataList', () => HttpResponse.json({ data: { leadsWithDetails: [{ id: 'l1', date: '05/03/2024' }] } })),
    );
    const subscription = await request(api.subscriptionData, { garageId: 'g1' });
    expect(expiryText(subscription.data.subscriptionPlan?.expiryDate)).toBe('N/A');
    const leads = await request(api.leadList, {});
    expect(formatDate(leads.data.leadsWithDetails[0].date)).toBe('05-03-2024');
  });

  it("takes a Mongoose server's own fields as they come", async () => {
    signInStored('admin');
    const category = sandbox.store.db.categories[0];
    const stored = { ...category, __v: 0, updatedAt: '2024-11-01T10:00:00.000Z' };
    sandboxServer.use(http.get('*/CategoryAdminList', () => HttpResponse.json({ categories: [stored], __v: 0 })));
    const answer = await request(api.categoryList);
    expect(answer.categories).toEqual([stored]);
    expect(deviationLog()).toEqual([]);
  });
});

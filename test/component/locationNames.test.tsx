import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { formDrawn, renderScreen, setupUser } from './renderApp';
import { resetSandbox, sandbox, sent } from './sandboxServer';

beforeEach(resetSandbox);

/** The store's states and cities answered in 000 §3's other form: `{id, name}` (cities keep their state, for the call's filter). */
function answerIdAndName() {
  const { db } = sandbox.store;
  const [state] = db.states.filter((entry) => db.cities.some((city) => city.stateId === entry._id));
  // Three cities in that state, so each shows on the first page.
  const cities = db.cities.filter((city) => city.stateId === state._id).slice(0, 3);
  db.cities = [...cities, ...db.cities.filter((city) => city.stateId !== state._id)];
  db.states = db.states.map((entry) => ({ id: entry._id, name: entry.stateName }) as never);
  db.cities = db.cities.map((entry) => ({ id: entry._id, name: entry.cityName, stateId: entry.stateId, tier: entry.tier }) as never);
  return { stateName: state.stateName, stateId: state._id, cityName: cities[0].cityName, tier: cities[0].tier };
}

describe('states and cities answered as {id, name}', () => {
  it('fill the Add Page state and city pickers, and the page is created for that city', async () => {
    const user = setupUser();
    const { stateName, cityName } = answerIdAndName();
    renderScreen('/admin/marketplace/page', 'admin');
    await user.click(await screen.findByRole('button', { name: 'Add New Pages' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Page' });
    await user.click(within(dialog).getByRole('combobox', { name: 'State' }));
    await user.click(await screen.findByRole('option', { name: stateName }));
    await user.click(within(dialog).getByRole('combobox', { name: /^City/ }));
    await user.click(await screen.findByRole('option', { name: cityName }));
    expect(within(dialog).getByTestId('url-preview')).toHaveTextContent(cityName.replace(/\s+/g, '-'));
  });

  it('fill the push-notification state and city pickers', async () => {
    const user = setupUser();
    const { stateName, cityName } = answerIdAndName();
    renderScreen('/admin/Pushnotifications', 'admin');
    await user.click(await screen.findByRole('button', { name: 'Add PushNotification' }));
    const dialog = await formDrawn(await screen.findByRole('dialog', { name: 'Add PushNotification' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'State' }));
    await user.click(await screen.findByRole('option', { name: stateName }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Cities' }));
    expect(await screen.findByRole('option', { name: cityName })).toBeInTheDocument();
  });

  it('name the city in the Tier Edit dialog, which sends that name', async () => {
    const user = setupUser();
    const { stateId, cityName, tier } = answerIdAndName();
    renderScreen(`/admin/cities?filter=${encodeURIComponent(JSON.stringify({ stateId }))}`, 'admin');
    await user.click(await screen.findByRole('button', { name: `Tier Edit ${cityName}` }));
    const dialog = await screen.findByRole('dialog', { name: `Tier Edit: ${cityName}` });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(sent.filter((call) => call.path === '/updateCity').map((call) => call.body)).toEqual([{ city: cityName, tier }]));
  });

  it('offer no Tier Edit for a city sent without its name, which the call names it by', async () => {
    const { stateId } = answerIdAndName();
    const { db } = sandbox.store;
    const nameless = db.cities.findIndex((city) => city.stateId === stateId);
    db.cities[nameless] = { id: (db.cities[nameless] as unknown as { id: string }).id, stateId, tier: 2 } as never;
    renderScreen(`/admin/cities?filter=${encodeURIComponent(JSON.stringify({ stateId }))}`, 'admin');
    const buttons = await screen.findAllByRole('button', { name: /^Tier Edit/ });
    expect(buttons.map((button) => (button as HTMLButtonElement).disabled)).toEqual([true, false, false]);
  });
});

describe('a picker whose choices could not be read', () => {
  it('names the field with Retry, on the Cities screen and in Add SubAdmin, and Retry fills it', async () => {
    const user = setupUser();
    sandbox.faults.set('GET /listOfStates', { status: 500, times: 1 });
    const { unmount } = renderScreen('/admin/cities', 'admin');
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('State: the choices could not be loaded.');
    // No state, so no cities were asked for: the list asks for a state, it does not say there are none.
    expect(await screen.findByTestId('empty-text')).toHaveTextContent('Choose a state to see its cities.');
    await user.click(within(failure).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText(/the choices could not be loaded/)).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(1));
    unmount();

    sandbox.faults.set('GET /adminRoles', { status: 500, times: 1 });
    renderScreen('/admin/subAdminManagement', 'admin');
    await user.click(await screen.findByRole('button', { name: 'Add SubAdmin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add SubAdmin' });
    const roles = await within(dialog).findByRole('alert');
    expect(roles).toHaveTextContent('Role: the choices could not be loaded.');
    await user.click(within(roles).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument());
    await user.click(within(dialog).getByRole('combobox', { name: /^Role/ }));
    expect((await screen.findAllByRole('option')).length).toBeGreaterThan(1);
  });
});

describe('a picker whose choices stopped loading part-way', () => {
  it('says how many arrived, still offers them, and Retry reads the whole list again', async () => {
    const user = setupUser();
    sandbox.faults.set('GET /listOfStates', { failAfterBytes: 3000, times: 1 });
    renderScreen('/admin/cities', 'admin');
    const warning = await screen.findByRole('alert');
    expect(warning).toHaveTextContent(/^State: only \d+ of the choices arrived before the list stopped loading\./);
    // The states that arrived are still offered: the picker takes the first of them.
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'State' })).not.toHaveValue(''));
    const reads = () => sent.filter((request) => request.path === '/listOfStates').length;
    const before = reads();
    await user.click(within(warning).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText(/stopped loading/)).not.toBeInTheDocument());
    expect(reads()).toBe(before + 1);
  });
});

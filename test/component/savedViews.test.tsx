import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderScreen } from './renderApp';
import { resetSandbox, sandbox } from './sandboxServer';

beforeEach(resetSandbox);

const rows = () => screen.getAllByRole('row').slice(1);
const click = (element: Element) => fireEvent.click(element);
const views = async () => within(await screen.findByTestId('saved-views'));

async function nameIt(name: string, button: string) {
  const dialog = await screen.findByRole('dialog', { name: button });
  fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: name } });
  click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

describe('saved views', () => {
  it('saves the filters, sort and page size under a name, applies them in one click, renames and deletes', async () => {
    const name = sandbox.store.db.categories[0].categoryName;
    renderScreen(`/admin/category?filter=${encodeURIComponent(JSON.stringify({ q: name }))}`, 'admin');
    await waitFor(() => expect(rows().length).toBeLessThan(10));
    const matching = rows().map((row) => row.textContent);

    click((await views()).getByRole('button', { name: 'Save view' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save view' });
    click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a name.')).toBeInTheDocument();
    await nameIt('One category', 'Save view');
    expect((await views()).getByRole('button', { name: 'One category' })).toHaveAttribute('aria-pressed', 'true');

    // Another filter: the view is no longer the current one; one click brings it back.
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: '' } });
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect((await views()).getByRole('button', { name: 'One category' })).toHaveAttribute('aria-pressed', 'false');
    click((await views()).getByRole('button', { name: 'One category' }));
    await waitFor(() => expect(rows().map((row) => row.textContent)).toEqual(matching));
    // The view's search shows in the box the text was cleared from.
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue(name);
    expect(new URLSearchParams(window.location.search).get('perPage')).toBe('10');
    expect(new URLSearchParams(window.location.search).get('order')).toBe('DESC');

    click((await views()).getByRole('button', { name: 'Actions of the view One category' }));
    click(await screen.findByRole('menuitem', { name: 'Rename' }));
    await nameIt('Brakes', 'Rename');
    expect((await views()).getByRole('button', { name: 'Brakes' })).toBeInTheDocument();
    click((await views()).getByRole('button', { name: 'Actions of the view Brakes' }));
    click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await waitFor(async () => expect((await views()).queryByRole('button', { name: 'Brakes' })).toBeNull());
  });
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { cellUnder, renderScreen, setupUser } from './renderApp';
import { resetSandbox, sandbox, sandboxServer } from './sandboxServer';

beforeEach(resetSandbox);

const rows = () => screen.getAllByRole('row').slice(1);
const pageInfo = () => screen.getByText(/\d+-\d+ of \d+/).textContent!;

describe('service filters', () => {
  it('filters by vehicle, searches service and category names, and clears', async () => {
    const user = setupUser();
    const all = sandbox.store.db.services;
    renderScreen('/admin/services', 'admin');
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(pageInfo()).toContain(`of ${all.length}`);

    await user.click(screen.getByRole('combobox', { name: 'Vehicle' }));
    await user.click(await screen.findByRole('option', { name: 'Bike' }));
    const bikes = all.filter((service) => service.vehicleType === 2);
    await waitFor(() => expect(pageInfo()).toContain(`of ${bikes.length}`));
    for (const row of rows()) expect(cellUnder(row, 'Vehicle Type')).toHaveTextContent('Bike');
    // The URL follows once the rows are painted.
    await waitFor(() => expect(window.location.search).toContain('vehicleType'));

    const categoryName = bikes[0].categoryName;
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), categoryName.toUpperCase());
    const expected = bikes.filter(
      (service) =>
        service.categoryName.toLowerCase().includes(categoryName.toLowerCase()) ||
        service.serviceName.toLowerCase().includes(categoryName.toLowerCase()),
    );
    await waitFor(() => expect(pageInfo()).toContain(`of ${expected.length}`));

    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(pageInfo()).toContain(`of ${all.length}`));
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });

  it('keeps To date disabled until From date is chosen, with the hint', async () => {
    renderScreen('/admin/services', 'admin');
    await waitFor(() => expect(rows()).toHaveLength(10));
    const to = await screen.findByTestId('filter-to');
    expect(to).toBeDisabled();
    expect(to.closest('[role="group"]')).toHaveAttribute('aria-description', 'Please select From Date first');
  });

  it('shows plain From/To fields until the rows are in, and gives the focus to the picker a field asked for', async () => {
    // The rows wait until released; the profile call answers.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    sandboxServer.use(
      http.all('*', async ({ request }) => {
        if (!new URL(request.url).pathname.includes('_dashboard')) await held;
      }),
    );
    const user = setupUser();
    renderScreen('/admin/services', 'admin');
    const from = await screen.findByRole('textbox', { name: 'From date' });
    expect(screen.getByRole('textbox', { name: 'To date' })).toBeDisabled();
    expect(screen.queryByTestId('filter-from')).toBeNull();
    await user.click(from);
    const picker = await screen.findByTestId('filter-from');
    await waitFor(() => expect(picker.closest('[role="group"]')).toContainElement(document.activeElement as HTMLElement));
    release();
    await waitFor(() => expect(rows()).toHaveLength(10));
  });

  it('dates are typed and shown DD-MM-YYYY; the URL keeps YYYY-MM-DD; a new From clears To', async () => {
    renderScreen('/admin/services', 'admin');
    await waitFor(() => expect(rows()).toHaveLength(10));
    const filter = () => new URLSearchParams(window.location.search).get('filter');
    const shown = (testId: string) => screen.getByTestId(testId).closest('[role="group"]')!.querySelector('.MuiPickersSectionList-root')!.textContent;
    await screen.findByTestId('filter-from');
    expect(shown('filter-from')).toBe('DD-MM-YYYY');
    fireEvent.change(screen.getByTestId('filter-from'), { target: { value: '05-12-2024' } });
    await waitFor(() => expect(filter()).toBe('{"from":"2024-12-05"}'));
    expect(shown('filter-from')).toBe('05-12-2024');
    fireEvent.change(screen.getByTestId('filter-to'), { target: { value: '31-12-2024' } });
    await waitFor(() => expect(filter()).toBe('{"from":"2024-12-05","to":"2024-12-31"}'));
    expect(shown('filter-to')).toBe('31-12-2024');
    fireEvent.change(screen.getByTestId('filter-from'), { target: { value: '01-11-2024' } });
    await waitFor(() => expect(filter()).toBe('{"from":"2024-11-01"}'));
    expect(shown('filter-to')).toBe('DD-MM-YYYY');
  });

  it('shows "No Services available." when nothing matches', async () => {
    const user = setupUser();
    renderScreen('/admin/services', 'admin');
    await waitFor(() => expect(rows()).toHaveLength(10));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'zzzz-nothing');
    expect(await screen.findByText('No Services available.')).toBeInTheDocument();
  });
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import { getResponse, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { cellUnder, renderScreen, setupUser } from './renderApp';
import { resetSandbox, sandbox, sandboxServer } from './sandboxServer';

beforeEach(resetSandbox);

const rows = () => screen.getAllByRole('row').slice(1);
const pageInfo = async () => (await screen.findByText(/\d+-\d+ of \d+/)).textContent!;

describe('service filters', () => {
  it('filters by vehicle, searches service and category names, and clears', async () => {
    const user = setupUser();
    const all = sandbox.store.db.services;
    renderScreen('/admin/services', 'admin');
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(await pageInfo()).toContain(`of ${all.length}`);

    await user.click(await screen.findByRole('combobox', { name: 'Vehicle Type' }));
    await user.click(await screen.findByRole('option', { name: 'Bike' }));
    const bikes = all.filter((service) => service.vehicleType === 2);
    await waitFor(async () => expect(await pageInfo()).toContain(`of ${bikes.length}`));
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
    await waitFor(async () => expect(await pageInfo()).toContain(`of ${expected.length}`));

    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(async () => expect(await pageInfo()).toContain(`of ${all.length}`));
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });

  it('keeps To date disabled until From date is chosen, with the hint', async () => {
    renderScreen('/admin/services', 'admin');
    await waitFor(() => expect(rows()).toHaveLength(10));
    const to = await screen.findByTestId('filter-to');
    expect(to).toBeDisabled();
    expect(to.closest('[role="group"]')).toHaveAttribute('aria-description', 'Please select From Date first');
  });

  it('shows plain From/To fields while the rows are still arriving, and gives the focus to the picker a field asked for', async () => {
    // The filter bar comes a frame after the first rows; the pickers wait until every row is in. The
    // list's answer stops after its first rows until released.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    sandboxServer.use(
      http.get('*/adminServiceList', async ({ request }) => {
        const whole = await (await getResponse(sandbox.handlers, request))!.text();
        const half = Math.floor(whole.length / 2);
        const [first, rest] = [whole.slice(0, half), whole.slice(half)].map((part) => new TextEncoder().encode(part));
        const body = new ReadableStream<Uint8Array>({
          async start(controller) {
            controller.enqueue(first);
            await held;
            controller.enqueue(rest);
            controller.close();
          },
        });
        return new HttpResponse(body, { headers: { 'Content-Type': 'application/json' } });
      }),
    );
    const user = setupUser();
    renderScreen('/admin/services', 'admin');
    await waitFor(() => expect(rows()).toHaveLength(10));
    const from = await screen.findByRole('textbox', { name: 'From date' });
    expect(screen.getByRole('textbox', { name: 'To date' })).toBeDisabled();
    expect(screen.queryByTestId('filter-from')).toBeNull();
    await user.click(from);
    const picker = await screen.findByTestId('filter-from');
    await waitFor(() => expect(picker.closest('[role="group"]')).toContainElement(document.activeElement as HTMLElement));
    release();
    await screen.findByText(`1-10 of ${sandbox.store.db.services.length}`);
    expect(rows()).toHaveLength(10);
  });

  it('dates are typed and shown DD-MM-YYYY; the URL keeps YYYY-MM-DD; a new From clears To', async () => {
    renderScreen('/admin/services', 'admin');
    await waitFor(() => expect(rows()).toHaveLength(10));
    const filter = () => new URLSearchParams(window.location.search).get('filter');
    const shown = (testId: string) => screen.getByTestId(testId).closest('[role="group"]')!.querySelector('.MuiPickersSectionList-root')!.textContent;
    await screen.findByTestId('filter-from');
    expect(shown('filter-from')).toBe('DD-MM-YYYY');
    // A year not yet typed to its four digits ('20' of 2024) sets no filter; the search typed after it does.
    fireEvent.change(screen.getByTestId('filter-from'), { target: { value: '05-12-0020' } });
    expect(shown('filter-from')).toBe('05-12-0020');
    await setupUser().type(screen.getByRole('searchbox', { name: 'Search' }), 'a');
    await waitFor(() => expect(filter()).not.toBeNull());
    expect(Object.keys(JSON.parse(filter()!) as object)).not.toContain('from');
    fireEvent.change(screen.getByTestId('filter-from'), { target: { value: '05-12-2024' } });
    await waitFor(() => expect(filter()).toBe('{"q":"a","from":"2024-12-05"}'));
    expect(shown('filter-from')).toBe('05-12-2024');
    fireEvent.change(screen.getByTestId('filter-to'), { target: { value: '31-12-2024' } });
    await waitFor(() => expect(filter()).toBe('{"q":"a","from":"2024-12-05","to":"2024-12-31"}'));
    expect(shown('filter-to')).toBe('31-12-2024');
    fireEvent.change(screen.getByTestId('filter-from'), { target: { value: '01-11-2024' } });
    await waitFor(() => expect(filter()).toBe('{"q":"a","from":"2024-11-01"}'));
    expect(shown('filter-to')).toBe('DD-MM-YYYY');
  });

  it('shows "No Services available." when nothing matches', async () => {
    const user = setupUser();
    renderScreen('/admin/services', 'admin');
    await waitFor(() => expect(rows()).toHaveLength(10));
    await user.type(await screen.findByRole('searchbox', { name: 'Search' }), 'zzzz-nothing');
    expect(await screen.findByText('No Services available.')).toBeInTheDocument();
  });
});

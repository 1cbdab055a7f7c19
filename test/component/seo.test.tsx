import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SeoPage } from '../../src/sandbox/records';
import { bodyRowTexts, renderApp, renderScreen, setupUser } from './renderApp';
import { http, HttpResponse } from 'msw';
import { resetSandbox, sandbox, sandboxServer, sent } from './sandboxServer';

beforeEach(resetSandbox);

const rows = () => screen.getAllByRole('row').slice(1);

/** A spreadsheet file of these rows (first sheet), as a user would choose it. */
async function sheetFile(cells: string[][], name: string): Promise<File> {
  const XLSX = await import('xlsx');
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(cells), 'pages');
  const bookType = name.endsWith('.csv') ? 'csv' : 'xlsx';
  const content = XLSX.write(book, { type: bookType === 'csv' ? 'string' : 'array', bookType }) as ArrayBuffer | string;
  return new File([content], name);
}
const bodiesOf = (method: string, path: string) => sent.filter((call) => call.method === method && call.path === path).map((call) => call.body);
const pagesOf = (pageType: SeoPage['pageType']) =>
  sandbox.store.db.seoPages
    .filter((page) => page.pageType === pageType && page.status && !page.garageId)
    .sort((a, b) => String(b.date).localeCompare(String(a.date)));

async function choose(user: ReturnType<typeof setupUser>, within_: HTMLElement, label: RegExp, option: string) {
  // A select whose choices are still loading shows a placeholder until they arrive.
  await user.click(await within(within_).findByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('SEO lists', () => {
  it('Pages: 20 per page, newest first, the documented columns and call', async () => {
    renderScreen('/admin/marketplace/page', 'admin');
    await screen.findByRole('heading', { name: 'Pages', level: 1 });
    await waitFor(() => expect(rows()).toHaveLength(20));
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    // The first column selects rows (for Export of the selection).
    expect(headers).toEqual(['', 'S.No', 'Page Name', 'Date of Published', 'Author', 'Action']);
    expect(rows()[0]).toHaveTextContent(pagesOf('SEOPage')[0].title);
    expect(bodiesOf('POST', '/getSEOdata')[0]).toEqual({
      categoryType: '',
      serviceName: '',
      area: '',
      location: '',
      vehicleType: '',
      status: true,
      garageId: '',
      page: 0,
      pageCount: 2,
      pageType: 'SEOPage',
    });
    expect(await screen.findByRole('button', { name: 'Add New Pages' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload Sheet' })).toBeInTheDocument();
  });

  it('Near Me: 10 per page; empty text when there is none', async () => {
    renderScreen('/admin/marketplace/nearme', 'admin');
    await screen.findByRole('heading', { name: 'Near Me', level: 1 });
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(bodiesOf('POST', '/getSEOdata')[0]).toMatchObject({ pageType: 'NearmePage', pageCount: 2 });
  });

  it('shows the empty text', async () => {
    sandbox.store.db.seoPages = sandbox.store.db.seoPages.filter((page) => page.pageType !== 'servicePage');
    renderScreen('/admin/marketplace/servicePage', 'admin');
    expect(await screen.findByText('No Pages found.')).toBeInTheDocument();
  });

  it('Service Pages: the city filter asks the server with pageCount 1 and loads the city areas', async () => {
    const user = setupUser();
    const city = pagesOf('servicePage').find((page) => page.location)!.location!;
    renderScreen('/admin/marketplace/servicePage', 'admin');
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    await choose(user, await screen.findByRole('search'), /^City/, city);
    await waitFor(() => expect(bodiesOf('POST', '/getSEOdata').at(-1)).toMatchObject({ location: city, pageCount: 1, pageType: 'servicePage' }));
    await waitFor(() => expect(bodiesOf('POST', '/listOf_SEO_Data_aries')).toContainEqual({ cityName: city }));
    const expected = pagesOf('servicePage').filter((page) => page.location === city).length;
    await waitFor(() => expect(rows()).toHaveLength(Math.min(expected, 10)));
  });

  it('Service Pages: a category chosen while the city is still being read keeps the city', async () => {
    const user = setupUser();
    const city = pagesOf('servicePage').find((page) => page.location)!.location!;
    const category = sandbox.store.db.categories.find((entry) => entry.categoryName)!.categoryName;
    renderScreen('/admin/marketplace/servicePage', 'admin');
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    sandbox.faults.set('POST /getSEOdata', { latencyMs: 1500, times: 1 });
    const filters = await screen.findByRole('search');
    await choose(user, filters, /^City/, city);
    await waitFor(() => expect(bodiesOf('POST', '/getSEOdata').at(-1)).toMatchObject({ location: city }));
    await choose(user, filters, /^Category/, category);
    await waitFor(() => expect(bodiesOf('POST', '/getSEOdata').at(-1)).toMatchObject({ location: city, categoryType: category }));
    await waitFor(() => expect(within(filters).getByRole('combobox', { name: /^City/ })).toHaveTextContent(city));
    expect(within(filters).getByRole('combobox', { name: /^Category/ })).toHaveTextContent(category);
  });

  it('Trash asks, sends DELETE /deletePage {pageId} and confirms', async () => {
    const user = setupUser();
    const first = pagesOf('NearmePage')[0];
    renderScreen('/admin/marketplace/nearme', 'admin');
    await waitFor(() => expect(rows()[0]).toHaveTextContent(first.title));
    await user.click(within(rows()[0]).getByRole('button', { name: `Trash: ${first.title}` }));
    expect(await screen.findByText('Are you sure Delete this Page?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Pages Delete Successfully')).toBeInTheDocument();
    expect(bodiesOf('DELETE', '/deletePage')).toEqual([{ pageId: first._id }]);
    await waitFor(() => expect(rows()[0]).not.toHaveTextContent(first.title));
  });

  it('View Service shows the Near Me Values popup; View opens the page URL in a new tab', async () => {
    const user = setupUser();
    const first = pagesOf('NearmePage')[0];
    renderScreen('/admin/marketplace/nearme', 'admin');
    await waitFor(() => expect(rows()[0]).toHaveTextContent(first.title));
    expect(within(rows()[0]).getByRole('link', { name: `View: ${first.title}` })).toHaveAttribute('href', first.url);
    expect(within(rows()[0]).getByRole('link', { name: `View: ${first.title}` })).toHaveAttribute('target', '_blank');
    await user.click(within(rows()[0]).getByRole('button', { name: `View Service: ${first.title}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Near Me Values' });
    expect(dialog).toHaveTextContent(first.serviceName);
    expect(dialog).toHaveTextContent(first.url);
  });

  it('Service Pages: View Service shows the Near Me Values popup without city or area', async () => {
    const user = setupUser();
    const first = pagesOf('servicePage')[0];
    renderScreen('/admin/marketplace/servicePage', 'admin');
    await waitFor(() => expect(rows()[0]).toHaveTextContent(first.title));
    await user.click(within(rows()[0]).getByRole('button', { name: `View Service: ${first.title}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Near Me Values' });
    const labels = within(dialog)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(labels).toEqual(['Title', 'Vehicle Type', 'Category', 'Service', 'URL']);
    expect(within(dialog).queryByText('City')).toBeNull();
    expect(within(dialog).queryByText('Area')).toBeNull();
    expect(dialog).toHaveTextContent(first.serviceName);
    expect(dialog).toHaveTextContent(first.url);
  });

  it('Service Pages: Add New Service Pages opens the Add NearMe Page popup with a Create Page button', async () => {
    const user = setupUser();
    renderScreen('/admin/marketplace/servicePage', 'admin');
    await user.click(await screen.findByRole('button', { name: 'Add New Service Pages' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add NearMe Page' });
    expect(within(dialog).getByRole('button', { name: 'Create Page' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox', { name: /^State/ })).toBeNull();
    expect(within(dialog).queryByRole('combobox', { name: /^City/ })).toBeNull();
  });

  it('refuses a file that is not a spreadsheet and reports a refused upload', async () => {
    const user = setupUser();
    renderScreen('/admin/marketplace/nearme', 'admin');
    await waitFor(() => expect(rows()).toHaveLength(10));
    const input = await screen.findByTestId('sheet-input');
    fireEvent.change(input, { target: { files: [new File(['x'], 'photo.png', { type: 'image/png' })] } });
    expect(await screen.findByText('Please choose a spreadsheet file (.xlsx, .xls or .csv).')).toBeInTheDocument();
    // Named as a workbook, but not one: read in the browser and refused before anything is sent.
    fireEvent.change(input, { target: { files: [new File(['title,service'], 'pages.xlsx')] } });
    expect(await screen.findByText('pages.xlsx is not a spreadsheet that can be read (.xlsx, .xls or .csv). Nothing was sent.')).toBeInTheDocument();
    expect(sent.some((call) => call.path === '/bulkSEOUploadNearMe')).toBe(false);

    // A sheet with no rows below its header cannot be sent, and says why.
    fireEvent.change(input, { target: { files: [await sheetFile([['Title', 'Vehicle Type', 'Category', 'Service', 'Page Type']], 'nearme.csv')] } });
    let dialog = await screen.findByRole('dialog', { name: 'Check the sheet before sending' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('The sheet has no rows below its header, so there is nothing to send.');
    expect(within(dialog).getByRole('button', { name: 'Send sheet' })).toBeDisabled();
    expect(within(dialog).queryByTestId('columns-differ')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // A wrong Page Type is named; a refused upload is reported, after exactly one call.
    const service = sandbox.store.db.services.find((entry) => entry.vehicleType === 2)!;
    fireEvent.change(input, {
      target: {
        files: [
          await sheetFile(
            [
              ['Title', 'Vehicle Type', 'Category', 'Service', 'Page Type'],
              ['Landing page', 'Bike', service.categoryName, service.serviceName, 'Landing'],
            ],
            'nearme.csv',
          ),
        ],
      },
    });
    dialog = await screen.findByRole('dialog', { name: 'Check the sheet before sending' });
    const [, row] = await within(dialog).findAllByRole('row');
    await waitFor(() => expect(row).toHaveTextContent('Page Type "Landing" is not Near Me or Service Page'));
    sandbox.faults.set('POST /bulkSEOUploadNearMe', { status: 500, times: 1 });
    await user.click(within(dialog).getByRole('button', { name: 'Send sheet' }));
    expect(await screen.findByText('Failed to upload file')).toBeInTheDocument();
    expect(sent.filter((call) => call.path === '/bulkSEOUploadNearMe')).toHaveLength(1);
  });

  it('sends a sheet whose columns differ from the template, with a warning, and shows what the server answers', async () => {
    const user = setupUser();
    const uploads = () => sent.filter((call) => call.path === '/bulkSEOUploadNearMe');
    // A server that reads this sheet its own way: it imports the row, then refuses the next sheet with its reason.
    const answers = [
      HttpResponse.json({ message: 'File uploaded successfully', imported: 1, refused: [] }),
      HttpResponse.json({ message: 'Unknown column Notes' }, { status: 400 }),
    ];
    sandboxServer.use(http.post('*/bulkSEOUploadNearMe', () => answers.shift()));
    renderScreen('/admin/marketplace/nearme', 'admin');
    await waitFor(() => expect(rows()).toHaveLength(10));
    const input = await screen.findByTestId('sheet-input');
    const csv = 'Page,Vehicle,Service Name,Notes\r\nBrake pads near me,2W,Brake Pad Replacement,urgent';
    fireEvent.change(input, { target: { files: [new File([csv], 'nearme.csv', { type: 'text/csv' })] } });
    let dialog = await screen.findByRole('dialog', { name: 'Check the sheet before sending' });
    const warning = within(dialog).getByTestId('columns-differ');
    expect(warning).toHaveTextContent(
      "These columns differ from the console's template. You can still send the sheet: the server decides, and its answer is shown.",
    );
    expect(warning).toHaveTextContent('Template columns not in the sheet: Title, Vehicle Type, Category, Service, Page Type.');
    expect(warning).toHaveTextContent('Columns not in the template: Page, Vehicle, Service Name, Notes.');
    expect(warning).toHaveTextContent(
      'Without the columns Title, Vehicle Type, Category, Service the console expects the server to refuse the sheet, so its rows are not checked here.',
    );
    // What was read still shows: one row, not checked against the template.
    expect(within(dialog).getByRole('status')).toHaveTextContent('1 row');
    const send = within(dialog).getByRole('button', { name: 'Send sheet' });
    expect(send).toBeEnabled();
    await user.click(send);
    // The one documented multipart call, carrying the file's own bytes.
    await waitFor(() => expect(uploads()).toHaveLength(1));
    expect(uploads()[0].method).toBe('POST');
    expect(uploads()[0].auth).toMatch(/^Bearer /);
    const body = String(uploads()[0].body);
    expect(body).toMatch(/^--\S+\r\nContent-Disposition: form-data; name="file"; filename="[^"]*"\r\nContent-Type: text\/csv\r\n\r\n/);
    expect(body).toContain(`\r\n\r\n${csv}\r\n--`);
    const result = await screen.findByRole('dialog', { name: 'Upload result' });
    expect(within(result).getByTestId('upload-imported')).toHaveTextContent('Pages imported: 1');
    await user.click(within(result).getByRole('button', { name: 'Close' }));

    // The same columns plus the template's: only the extra one is named; a refusal shows the server's reason.
    const full = 'Title,Vehicle Type,Category,Service,Page Type,Notes\r\nBrake pads near me,Bike,Brakes,Brake Pad Replacement,,urgent';
    fireEvent.change(input, { target: { files: [new File([full], 'nearme.csv', { type: 'text/csv' })] } });
    dialog = await screen.findByRole('dialog', { name: 'Check the sheet before sending' });
    expect(within(dialog).getByTestId('columns-differ')).toHaveTextContent('Columns not in the template: Notes.');
    expect(within(dialog).getByTestId('columns-differ')).not.toHaveTextContent('Template columns not in the sheet');
    await user.click(within(dialog).getByRole('button', { name: 'Send sheet' }));
    expect(await screen.findByText('Failed to upload file: Unknown column Notes')).toBeInTheDocument();
    expect(uploads()).toHaveLength(2);
    expect(String(uploads()[1].body)).toContain(`\r\n\r\n${full}\r\n--`);
  });

  it('Pages: shows every row of the chosen sheet with what is wrong in it (a column without a header moves none), sends nothing on Cancel and the file once on Send', async () => {
    const user = setupUser();
    const db = sandbox.store.db;
    const taken = new Set(db.seoPages.map((page) => page.url));
    const car = db.categories.find((entry) => entry.vehicleType === 1)!;
    const service = db.services.find(
      (entry) => entry.categoryId === car._id && !taken.has(`https://www.garagehub.in/Pune/${entry.serviceName.toLowerCase().replace(/\s+/g, '-')}`),
    )!;
    const existing = db.seoPages.find((page) => page.pageType === 'SEOPage' && page.status && !page.garageId && page.location && page.state)!;
    const sheet = [
      ['Title', '', 'Vehicle Type', 'Category', 'Service', 'State', 'City', 'Area', 'Notes'],
      ['Good page', '2', 'Car', car.categoryName.toUpperCase(), service.serviceName, 'maharashtra', 'pune', 'Kothrud', ''],
      ['Bike page, car category', '3', 'Bike', car.categoryName, service.serviceName, 'Maharashtra', 'Pune', '', ''],
      ['', '', '', '', '', '', '', '', ''],
      ['No city', '5', 'Car', car.categoryName, service.serviceName, 'Maharashtra', '', '', ''],
      ['Unknown category', '6', 'Car', 'Flying Cars', 'Hover', 'Maharashtra', 'Pune', '', ''],
      ['Wrong service', '7', 'Car', car.categoryName, 'Hover', 'Maharashtra', 'Pune', '', ''],
      ['Truck', '8', 'Truck', car.categoryName, service.serviceName, 'Maharashtra', 'Pune', '', ''],
      ['Nowhere', '9', 'Car', car.categoryName, service.serviceName, 'Atlantis', 'Pune', '', ''],
      ['City elsewhere', '10', 'Car', car.categoryName, service.serviceName, 'Kerala', 'Pune', '', ''],
      ['Same URL', '11', String(existing.vehicleType), existing.categoryType, existing.serviceName, existing.state!, existing.location!, '', ''],
      ['', '12', 'Car', car.categoryName, service.serviceName, 'Maharashtra', 'Nashik', '', ''],
      ['Good page again', '13', 'Car', car.categoryName, service.serviceName, 'Maharashtra', 'Pune', '', ''],
    ];
    renderScreen('/admin/marketplace/page', 'admin');
    await waitFor(() => expect(rows()).toHaveLength(20));
    const input = await screen.findByTestId('sheet-input');
    const choose = async () => {
      fireEvent.change(input, { target: { files: [await sheetFile(sheet, 'pages.xlsx')] } });
      return screen.findByRole('dialog', { name: 'Check the sheet before sending' });
    };
    let dialog = await choose();
    expect(
      within(within(dialog).getByRole('list', { name: 'Columns found' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(sheet[0].filter(Boolean));
    await within(dialog).findByText('11 rows: 1 ready, 10 with problems');
    const checks = bodyRowTexts(within(dialog).getByRole('table', { name: 'Rows of the sheet' }));
    expect(checks).toEqual([
      ['2', 'Good page', 'Ready'],
      ['3', 'Bike page, car category', `Category "${car.categoryName}" is not for this vehicle type`],
      ['5', 'No city', 'City is empty'],
      ['6', 'Unknown category', 'No category named "Flying Cars"'],
      ['7', 'Wrong service', 'No service "Hover" in this category'],
      ['8', 'Truck', 'Vehicle Type "Truck" is not Car or Bike'],
      ['9', 'Nowhere', 'No state named "Atlantis"'],
      ['10', 'City elsewhere', 'No city "Pune" in this state'],
      ['11', 'Same URL', `A page with the URL ${existing.url} already exists`],
      ['12', '(no title)', 'Title is empty'],
      [
        '13',
        'Good page again',
        `A page with the URL https://www.garagehub.in/Pune/${service.serviceName.toLowerCase().replace(/\s+/g, '-')} already exists`,
      ],
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.some((call) => call.path === '/bulkSEOUpload')).toBe(false);

    dialog = await choose();
    await within(dialog).findByText('11 rows: 1 ready, 10 with problems');
    await user.click(within(dialog).getByRole('button', { name: 'Send sheet' }));
    // The documented multipart call, once, with the file as chosen (jsdom's fetch drops a File's name; the
    // browser test reads the server's answer).
    await waitFor(() => expect(sent.filter((call) => call.path === '/bulkSEOUpload')).toHaveLength(1));
    const body = String(sent.find((call) => call.path === '/bulkSEOUpload')!.body);
    expect(body).toContain('name="file"');
    // The workbook's own bytes (a zip), as chosen.
    expect(body).toContain('\r\n\r\nPK\u0003\u0004');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Check the sheet before sending' })).toBeNull());
    expect(sent.filter((call) => call.path === '/bulkSEOUpload')).toHaveLength(1);
  });
});

describe('Add page', () => {
  it('validates, previews the URL, sends POST /SEOdata and opens the content editor', async () => {
    const user = setupUser();
    const service = sandbox.store.db.services.find(
      (entry) =>
        entry.vehicleType === 1 &&
        !sandbox.store.db.seoPages.some((page) => page.url.endsWith(`${entry.serviceName.toLowerCase().replace(/\s+/g, '-')}-near-me`)),
    )!;
    renderScreen('/admin/marketplace/nearme', 'admin');
    await user.click(await screen.findByRole('button', { name: 'Add New NearMe Pages' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add NearMe Page' });
    expect(within(dialog).queryByRole('button', { name: 'Submit' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Create Page' }));
    expect(await within(dialog).findByText('Please enter the page title')).toBeInTheDocument();
    expect(within(dialog).getByText('Please Select Vehicle Type')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Title/), `${service.serviceName} Near Me`);
    await user.click(within(dialog).getByLabelText('Car'));
    await choose(user, dialog, /^Category/, service.categoryName);
    await choose(user, dialog, /^Service/, service.serviceName);
    const url = `https://www.garagehub.in/${service.serviceName.toLowerCase().replace(/\s+/g, '-')}-near-me`;
    expect(within(dialog).getByTestId('url-preview')).toHaveTextContent(url);
    await user.click(within(dialog).getByRole('button', { name: 'Create Page' }));
    expect(await screen.findByRole('heading', { name: `${service.serviceName} Near Me`, level: 1 })).toBeInTheDocument();
    expect(bodiesOf('POST', '/SEOdata')).toEqual([
      {
        title: `${service.serviceName} Near Me`,
        vehicleType: 1,
        categoryType: service.categoryName,
        serviceName: service.serviceName,
        state: '',
        location: '',
        area: '',
        garageId: '',
        FAQContent: [],
        paragraphData: '',
        url,
        pageType: 'NearmePage',
      },
    ]);
    const created = sandbox.store.db.seoPages.find((page) => page.url === url)!;
    expect(window.location.pathname).toBe(`/admin/marketplace/editpagenear/${created._id}`);
  });
});

describe('content editor', () => {
  it('keeps work across tabs and sends the documented PUT /SEOdata', async () => {
    const page = pagesOf('servicePage')[0];
    renderScreen(`/admin/marketplace/editservicepage/${page._id}`, 'admin');
    await screen.findByRole('heading', { name: page.title, level: 1 });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Paragraph 1', 'FAQ', 'Add Prices']);
    fireEvent.click(screen.getByRole('tab', { name: 'FAQ', hidden: true }));
    const before = page.FAQContent?.length ?? 0;
    // The FAQ panel comes first; hidden panels stay mounted.
    fireEvent.click(screen.getAllByRole('button', { name: 'Add Field', hidden: true })[0]);
    fireEvent.change(await screen.findByRole('textbox', { name: new RegExp(`^Question ${before + 1}`), hidden: true }), {
      target: { value: 'Do you pick up?' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: new RegExp(`^Answer ${before + 1}`), hidden: true }), {
      target: { value: 'Yes, free within 5 km.' },
    });
    fireEvent.click(screen.getByRole('tab', { name: 'Add Prices', hidden: true }));
    fireEvent.change(screen.getByLabelText('Gold price for Luxury'), { target: { value: '4999' } });
    fireEvent.click(screen.getByRole('tab', { name: 'FAQ', hidden: true }));
    expect(screen.getByRole('textbox', { name: new RegExp(`^Question ${before + 1}`), hidden: true })).toHaveValue('Do you pick up?');
    fireEvent.click(screen.getByRole('button', { name: 'Save', hidden: true }));
    expect(await screen.findByText('Data updated successfully')).toBeInTheDocument();
    const [body] = bodiesOf('PUT', '/SEOdata') as (SeoPage & Record<string, unknown>)[];
    // The page's SEO fields, which this editor does not change, go back as stored.
    expect(Object.keys(body).sort()).toEqual(
      [
        'FAQContent',
        'categoryType',
        'garageId',
        'location',
        'pageId',
        'paragraphData',
        'serviceName',
        'title',
        'url',
        'vehicleData',
        'vehicleType',
        'seoTitle',
        'seoDescription',
        'seoMetaData',
        'seoColonical',
        'seoSiteMap',
        'seoSiteType',
      ].sort(),
    );
    expect(body.seoTitle).toBe(page.seoTitle);
    expect(body.pageId).toBe(page._id);
    expect(body.FAQContent!.at(-1)).toEqual({ title: 'Do you pick up?', description: 'Yes, free within 5 km.' });
    expect(body.vehicleData![2]!.vehicles[3]).toEqual({ vehicleType: 'Luxury', price: 4999 });
    expect(sandbox.store.db.seoPages.find((entry) => entry._id === page._id)!.FAQContent!.at(-1)!.title).toBe('Do you pick up?');
  });

  it('a stored FAQ entry with markup is neither refused nor changed when the one above it is removed', async () => {
    const page = pagesOf('servicePage')[0];
    page.FAQContent = [
      { title: 'First', description: 'Removed' },
      { title: 'Sizes <small>', description: 'a < b' },
    ];
    renderScreen(`/admin/marketplace/editservicepage/${page._id}`, 'admin');
    await screen.findByRole('heading', { name: page.title, level: 1 });
    fireEvent.click(screen.getByRole('tab', { name: 'FAQ', hidden: true }));
    fireEvent.click(within(screen.getByRole('group', { name: 'Question 1', hidden: true })).getByRole('button', { name: 'Remove', hidden: true }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Question 1/, hidden: true })).toHaveValue('Sizes <small>'));
    fireEvent.click(screen.getByRole('button', { name: 'Save', hidden: true }));
    expect(await screen.findByText('Data updated successfully')).toBeInTheDocument();
    expect((bodiesOf('PUT', '/SEOdata')[0] as SeoPage).FAQContent).toEqual([{ title: 'Sizes <small>', description: 'a < b' }]);
  });

  it('a failed save keeps everything and says so; Pages has the Why tab', async () => {
    // A page without Why entries keeps the jsdom tree small (each entry is a rich-text editor).
    const page = pagesOf('SEOPage').find((entry) => !entry.WhymarketplaceContent?.length) ?? pagesOf('SEOPage')[0];
    sandbox.faults.set('PUT /SEOdata', { status: 500, times: 1 });
    renderScreen(`/admin/marketplace/editpage/${page._id}`, 'admin');
    await screen.findByRole('heading', { name: page.title, level: 1 });
    expect(screen.getByRole('tab', { name: 'Why Marketplace?', hidden: true })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'FAQ', hidden: true }));
    // The FAQ panel comes first; hidden panels stay mounted.
    fireEvent.click(screen.getAllByRole('button', { name: 'Add Field', hidden: true })[0]);
    const count = page.FAQContent?.length ?? 0;
    fireEvent.change(await screen.findByRole('textbox', { name: new RegExp(`^Question ${count + 1}`), hidden: true }), {
      target: { value: 'Kept?' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save', hidden: true }));
    expect(await screen.findByText('Error updating data')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: new RegExp(`^Question ${count + 1}`), hidden: true })).toHaveValue('Kept?');
    fireEvent.click(screen.getByRole('button', { name: 'Save', hidden: true }));
    expect(await screen.findByText('Data updated successfully')).toBeInTheDocument();
    expect((bodiesOf('PUT', '/SEOdata').at(-1) as Record<string, unknown>).WhymarketplaceContent).toBeDefined();
  });

  it('a save cut short by a 401 shows no success, and the editor opened after signing in again has what was typed', async () => {
    const page = pagesOf('SEOPage').find((entry) => !entry.WhymarketplaceContent?.length) ?? pagesOf('SEOPage')[0];
    const count = page.FAQContent?.length ?? 0;
    const typedQuestion = () => screen.findByRole('textbox', { name: new RegExp(`^Question ${count + 1}`), hidden: true });
    sandbox.faults.set('PUT /SEOdata', { status: 401, times: 1 });
    const view = renderScreen(`/admin/marketplace/editpage/${page._id}`, 'admin');
    await screen.findByRole('heading', { name: page.title, level: 1 });
    fireEvent.click(screen.getByRole('tab', { name: 'FAQ', hidden: true }));
    fireEvent.click(screen.getAllByRole('button', { name: 'Add Field', hidden: true })[0]);
    fireEvent.change(await typedQuestion(), { target: { value: 'Kept?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save', hidden: true }));
    await waitFor(() => expect(localStorage.getItem('admin')).toBeNull());
    expect(screen.queryByText('Data updated successfully')).not.toBeInTheDocument();
    view.unmount();

    renderScreen(`/admin/marketplace/editpage/${page._id}`, 'admin');
    await screen.findByRole('heading', { name: page.title, level: 1 });
    fireEvent.click(screen.getByRole('tab', { name: 'FAQ', hidden: true }));
    expect(await typedQuestion()).toHaveValue('Kept?');
    expect(sessionStorage.getItem('console.draft')).toBeNull();
  });

  it('a failed save says Network response was not ok when the prices changed, whichever tab is open', async () => {
    const page = pagesOf('NearmePage')[0];
    renderScreen(`/admin/marketplace/editpagenear/${page._id}`, 'admin');
    await screen.findByRole('heading', { name: page.title, level: 1 });
    // Prices untouched: the Add Prices tab being open does not make it a price failure.
    sandbox.faults.set('PUT /SEOdata', { status: 500, times: 1 });
    fireEvent.click(screen.getByRole('tab', { name: 'Add Prices', hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Save', hidden: true }));
    expect(await screen.findByText('Error updating data')).toBeInTheDocument();
    expect(screen.queryByText('Network response was not ok')).toBeNull();
    // Prices changed, saved from another tab: the price message.
    sandbox.faults.set('PUT /SEOdata', { status: 500, times: 1 });
    fireEvent.change(screen.getByLabelText('Basic price for Sedan'), { target: { value: '799' } });
    fireEvent.click(screen.getByRole('tab', { name: 'Paragraph 1', hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Save', hidden: true }));
    expect(await screen.findByText('Network response was not ok')).toBeInTheDocument();
    expect(screen.getByLabelText('Basic price for Sedan')).toHaveValue(799);
    expect(bodiesOf('PUT', '/SEOdata')).toHaveLength(2);
    // A price past the rupee range is refused where it is shown, saved from another tab too: nothing is sent.
    fireEvent.change(screen.getByLabelText('Gold price for SUV'), { target: { value: '1e21' } });
    fireEvent.click(screen.getByRole('tab', { name: 'Paragraph 1', hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Save', hidden: true }));
    expect(await screen.findByText('Enter a number from 0 to 1,00,00,000.')).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Add Prices' })).toHaveAttribute('aria-selected', 'true');
    expect(bodiesOf('PUT', '/SEOdata')).toHaveLength(2);
    // So is a refused FAQ question: its tab opens.
    fireEvent.change(screen.getByLabelText('Gold price for SUV'), { target: { value: '999' } });
    fireEvent.click(screen.getByRole('tab', { name: 'FAQ', hidden: true }));
    fireEvent.click(screen.getAllByRole('button', { name: 'Add Field', hidden: true })[0]);
    const question = await screen.findByRole('textbox', { name: new RegExp(`^Question ${(page.FAQContent?.length ?? 0) + 1}`), hidden: true });
    fireEvent.change(question, { target: { value: '<b>Why?</b>' } });
    fireEvent.click(screen.getByRole('tab', { name: 'Paragraph 1', hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Save', hidden: true }));
    expect(await screen.findByText('Remove the markup (< and >) from this field.')).toBeVisible();
    expect(screen.getByRole('tab', { name: 'FAQ' })).toHaveAttribute('aria-selected', 'true');
    expect(bodiesOf('PUT', '/SEOdata')).toHaveLength(2);
  });

  it('never renders script or event handlers from stored HTML', async () => {
    const page = pagesOf('NearmePage')[0];
    const stored = sandbox.store.db.seoPages.find((entry) => entry._id === page._id)!;
    stored.paragraphData =
      '<h2>Safe</h2><img src="x" onerror="window.__pwned = 1"><a href="javascript:window.__pwned=2">bad link</a><script>window.__pwned = 3</script>';
    renderScreen(`/admin/marketplace/editpagenear/${page._id}`, 'admin');
    await screen.findByRole('heading', { name: page.title, level: 1 });
    await screen.findByRole('heading', { name: 'Safe', level: 2 });
    expect(document.querySelector('[onerror]')).toBeNull();
    expect(document.querySelector('a[href^="javascript"]')).toBeNull();
    expect(document.body.innerHTML).not.toContain('__pwned = 3');
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('shows a load failure with Retry', async () => {
    const user = setupUser();
    const page = pagesOf('NearmePage')[0];
    sandbox.faults.set('GET /getSinglePage/{pageId}', { status: 500, times: 1 });
    renderScreen(`/admin/marketplace/editpagenear/${page._id}`, 'admin');
    expect(await screen.findByText('The page could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: page.title, level: 1 })).toBeInTheDocument();
  });
});

describe('SEO editors', () => {
  it('near-me: POST /SEOdata first, retried as PUT when the URL exists', async () => {
    const page = pagesOf('NearmePage')[0];
    renderScreen(`/admin/marketplace/seoeditnearme/${page._id}`, 'admin');
    await screen.findByRole('heading', { name: `SEO: ${page.title}`, level: 1 });
    expect(screen.getByText('Active')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Submit', hidden: true }));
    expect(await screen.findByText('Data updated successfully')).toBeInTheDocument();
    expect(sent.filter((call) => call.path === '/SEOdata').map((call) => call.method)).toEqual(['POST', 'PUT']);
    expect(bodiesOf('POST', '/SEOdata')[0]).toMatchObject({ url: page.url, pageType: 'NearmePage' });
    const put = bodiesOf('PUT', '/SEOdata')[0] as Record<string, unknown>;
    expect(Object.keys(put)).toEqual(
      expect.arrayContaining(['pageId', 'seoTitle', 'seoDescription', 'seoMetaData', 'seoColonical', 'seoSiteMap', 'seoSiteType']),
    );
    expect(put.pageId).toBe(page._id);
  });

  it('near-me read without its URL: updated straight away, never created at an empty URL', async () => {
    const page = pagesOf('NearmePage')[0];
    delete (page as { url?: string }).url;
    renderScreen(`/admin/marketplace/seoeditnearme/${page._id}`, 'admin');
    await screen.findByRole('heading', { name: `SEO: ${page.title}`, level: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Submit', hidden: true }));
    expect(await screen.findByText('Data updated successfully')).toBeInTheDocument();
    expect(sent.filter((call) => call.path === '/SEOdata').map((call) => call.method)).toEqual(['PUT']);
    expect((bodiesOf('PUT', '/SEOdata')[0] as Record<string, unknown>).pageId).toBe(page._id);
  });

  it('reopened, reads the page afresh: a copy from the earlier open never goes back over a newer one', async () => {
    const page = pagesOf('SEOPage')[0] as { _id: string; title: string; seoTitle?: string };
    renderScreen(`/admin/marketplace/seoeditpage/${page._id}`, 'admin');
    await screen.findByRole('heading', { name: `SEO: ${page.title}`, level: 1 });
    fireEvent.click(screen.getByRole('link', { name: 'Go Back' }));
    await screen.findByRole('heading', { name: /^Pages/, level: 1 });
    page.seoTitle = 'Changed by another admin';
    act(() => window.history.back());
    expect(await screen.findByText('Changed by another admin')).toBeInTheDocument();
    expect(sent.filter((call) => call.path.startsWith('/getSinglePage'))).toHaveLength(2);
  });

  it('Pages: PUT /SEOdata only; a failure says Error adding Feature', async () => {
    const page = pagesOf('SEOPage')[0];
    sandbox.faults.set('PUT /SEOdata', { status: 500, times: 1 });
    renderScreen(`/admin/marketplace/seoeditpage/${page._id}`, 'admin');
    await screen.findByRole('heading', { name: `SEO: ${page.title}`, level: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Submit', hidden: true }));
    expect(await screen.findByText('Error adding Feature')).toBeInTheDocument();
    expect(sent.filter((call) => call.path === '/SEOdata').map((call) => call.method)).toEqual(['PUT']);
  });

  it('garage: heading, default URL, created on first save', async () => {
    const garage = sandbox.store.db.garages.find((entry) => entry.accountStatus === 'active' && entry.city)!;
    renderScreen(`/admin/marketplace/garageseoedit/${garage._id}`, 'admin');
    const hyphenated = garage.garageName.trim().replace(/\s+/g, '-');
    await screen.findByRole('heading', { name: `${hyphenated} SEO Page`, level: 1 });
    expect(bodiesOf('POST', '/singleGarage')).toEqual([{ garageId: garage._id }]);
    fireEvent.click(screen.getByRole('button', { name: 'Submit', hidden: true }));
    expect(await screen.findByText('Data Created Successfully')).toBeInTheDocument();
    const [created] = bodiesOf('POST', '/SEOdata') as Record<string, string>[];
    expect(created.url).toMatch(new RegExp(`/${hyphenated.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/`));
    expect(created.garageId).toBe(garage._id);
    expect(screen.getByRole('link', { name: 'Go Back' })).toHaveAttribute('href', '/admin/marketplace/ourGarage');
  });

  it('garage: a page answered without a URL ({data: {}}) is created at the default URL, never at an empty one', async () => {
    const garage = sandbox.store.db.garages.find((entry) => entry.accountStatus === 'active' && entry.city)!;
    sandboxServer.use(http.get('*/getSingleGarage/:garageId', () => HttpResponse.json({ data: {} })));
    renderScreen(`/admin/marketplace/garageseoedit/${garage._id}`, 'admin');
    const hyphenated = garage.garageName.trim().replace(/\s+/g, '-');
    await screen.findByRole('heading', { name: `${hyphenated} SEO Page`, level: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Submit', hidden: true }));
    expect(await screen.findByText('Data Created Successfully')).toBeInTheDocument();
    const [created] = bodiesOf('POST', '/SEOdata') as Record<string, string>[];
    expect(created.url).toContain(`/${hyphenated}/`);
  });

  it('garage: a page answered with its id but no URL is updated at the default URL, never created a second time', async () => {
    const garage = sandbox.store.db.garages.find((entry) => entry.accountStatus === 'active' && entry.city)!;
    const held = pagesOf('SEOPage')[0];
    sandboxServer.use(http.get('*/getSingleGarage/:garageId', () => HttpResponse.json({ data: { _id: held._id, seoTitle: 'Held' } })));
    renderScreen(`/admin/marketplace/garageseoedit/${garage._id}`, 'admin');
    const hyphenated = garage.garageName.trim().replace(/\s+/g, '-');
    await screen.findByRole('heading', { name: `${hyphenated} SEO Page`, level: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Submit', hidden: true }));
    expect(await screen.findByText('Data updated successfully')).toBeInTheDocument();
    expect(bodiesOf('POST', '/SEOdata')).toEqual([]);
    const [updated] = bodiesOf('PUT', '/SEOdata') as Record<string, string>[];
    expect(updated).toMatchObject({ pageId: held._id, seoTitle: 'Held', garageId: garage._id });
    expect(updated.url).toContain(`/${hyphenated}/`);
  });

  it("keeps the menu entry of the editor's list marked: Pages for a page's SEO, Near Me for a Near Me page", async () => {
    const page = pagesOf('SEOPage')[0];
    renderApp(`/admin/marketplace/seoeditpage/${page._id}`, 'admin');
    await screen.findByRole('heading', { name: /^SEO/, level: 1 }, { timeout: 20_000 });
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Pages' })).toHaveClass('RaMenuItemLink-active'));
    expect(screen.getByRole('menuitem', { name: 'Near Me' })).not.toHaveClass('RaMenuItemLink-active');
    const nearMe = pagesOf('NearmePage')[0];
    act(() => {
      window.history.pushState({}, '', `/admin/marketplace/editpagenear/${nearMe._id}`);
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Near Me' })).toHaveClass('RaMenuItemLink-active'));
    expect(screen.getByRole('menuitem', { name: 'Pages' })).not.toHaveClass('RaMenuItemLink-active');
  });

  it('a sub-admin without the feature gets access denied on an editor', async () => {
    const page = pagesOf('SEOPage')[0];
    renderApp(`/admin/marketplace/editpage/${page._id}`, 'subadmin');
    expect(await screen.findByText('Access denied')).toBeInTheDocument();
    // The app bar names the screen refused: the editor's list.
    await waitFor(() => expect(document.getElementById('react-admin-title')).toHaveTextContent('Pages'));
    expect(sent.some((call) => call.path.startsWith('/getSinglePage'))).toBe(false);
  });
});

describe('SEO calls against the sandbox', () => {
  const provider = async () => {
    const { createDataProvider } = await import('../../src/data/dataProvider');
    const { areaCalls, resources } = await import('../../src/areas/registry');
    const { signInAs } = await import('./sandboxServer');
    localStorage.setItem('admin', JSON.stringify({ token: signInAs('admin'), role: 'admin' }));
    return createDataProvider(resources, areaCalls);
  };

  it('a new page with a taken URL is refused with the server message; the create-then-update save updates it', async () => {
    const dataProvider = await provider();
    const existing = pagesOf('servicePage')[0];
    await expect(
      dataProvider.create('admin/marketplace/servicePage', {
        data: { title: 'Copy', vehicleType: existing.vehicleType, categoryType: existing.categoryType, serviceName: existing.serviceName },
      }),
    ).rejects.toMatchObject({ status: 200, message: ' page with same URL already exists' });
    const outcome = await dataProvider.seoPageSave({ ...existing, FAQContent: [], paragraphData: '', seoTitle: '<p>New title</p>' } as never, {
      pageId: existing._id,
      url: existing.url,
      seoTitle: '<p>New title</p>',
    });
    expect(outcome).toBe('updated');
    expect(sandbox.store.db.seoPages.find((page) => page._id === existing._id)!.seoTitle).toBe('<p>New title</p>');
  });

  it('lists the SEO cities and the areas of a city from the pages', async () => {
    const dataProvider = await provider();
    const withArea = pagesOf('SEOPage').find((page) => page.location && page.area)!;
    expect(await dataProvider.seoCities()).toContain(withArea.location);
    expect(await dataProvider.seoAreas(withArea.location!)).toContain(withArea.area);
  });
});

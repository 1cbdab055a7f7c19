import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import {
  dataCells,
  firstDataRow,
  navigate,
  openList,
  pagePerTest,
  screenshot,
  seriousViolations,
  setPreference,
  signIn,
  signInAsAdmin,
} from './browser';

const page = pagePerTest();

describe('SEO pages', () => {
  it('creates a near-me page, writes its content, saves, and finds it all after a reload', async () => {
    await signInAsAdmin(page(), '/admin/marketplace/nearme');
    await openList(page(), '/admin/marketplace/nearme');
    expect(await page().locator('tbody tr').count()).toBe(10);
    await page().getByRole('button', { name: 'Add New NearMe Pages' }).click();
    await page()
      .getByRole('dialog')
      .getByRole('textbox', { name: /^Title/ })
      .fill('Doorstep Car Care Near Me');
    await page().getByRole('radio', { name: 'Car' }).check();
    // A service whose near-me URL is still free (the server keys pages by URL).
    const taken: string[] = await page().evaluate(async () => {
      const { token } = JSON.parse(localStorage.getItem('admin')!);
      const answer = await fetch('/api/getSEOdata', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({
          categoryType: '',
          serviceName: '',
          area: '',
          location: '',
          vehicleType: '',
          status: true,
          garageId: '',
          page: 0,
          pageCount: 2,
          pageType: 'NearmePage',
        }),
      });
      return (await answer.json()).data.map((row: { url: string }) => row.url);
    });
    const urlOf = (name: string) => `https://www.garagehub.in/${name.toLowerCase().replace(/\s+/g, '-')}-near-me`;
    let service = '';
    for (let attempt = 0; !service; attempt++) {
      await page()
        .getByRole('dialog')
        .getByRole('combobox', { name: /^Category/ })
        .click();
      await page().getByRole('option').nth(attempt).click();
      await page()
        .getByRole('dialog')
        .getByRole('combobox', { name: /^Service/ })
        .click();
      const names = (await page().getByRole('option').allTextContents()).map((name) => name.trim()).filter(Boolean);
      service = names.find((name) => !taken.includes(urlOf(name))) ?? '';
      if (service) await page().getByRole('option', { name: service, exact: true }).click();
      else await page().keyboard.press('Escape');
    }
    const url = urlOf(service);
    await page().getByTestId('url-preview').getByText(url).waitFor();
    await screenshot(page(), 'seo-add-nearme-en');
    const created = page().waitForResponse((response) => response.url().endsWith('/api/SEOdata') && response.request().method() === 'POST');
    await page().getByRole('dialog').getByRole('button', { name: 'Create Page' }).click();
    expect((await created).status()).toBe(201);
    await page().waitForURL('**/admin/marketplace/editpagenear/**');
    await page().getByRole('heading', { name: 'Doorstep Car Care Near Me', level: 1 }).waitFor();

    const editor = page().locator('.ProseMirror').first();
    await editor.click();
    await page().getByRole('button', { name: 'Heading 2' }).click();
    await page().keyboard.type('Why book with us');
    await page().keyboard.press('Enter');
    await page().getByRole('button', { name: 'Bulleted list' }).click();
    await page().keyboard.type('Free pickup');
    await page().keyboard.press('Enter');
    await page().keyboard.type('Genuine parts');
    await page().getByRole('tab', { name: 'FAQ' }).click();
    for (const [question, answerText] of [
      ['Do you pick up?', 'Yes, within 5 km.'],
      ['Is there a warranty?', '30 days on labour.'],
    ]) {
      await page().getByRole('button', { name: 'Add Field' }).click();
      await page()
        .getByRole('textbox', { name: /^Question/ })
        .last()
        .fill(question);
      await page()
        .getByRole('textbox', { name: /^Answer/ })
        .last()
        .fill(answerText);
    }
    await page().getByRole('tab', { name: 'Add Prices' }).click();
    await page().getByLabel('Gold price for Luxury').fill('4999');
    await page().getByRole('tab', { name: 'Paragraph 1' }).click();
    await editor.locator('h2', { hasText: 'Why book with us' }).waitFor();
    const saved = page().waitForRequest((request) => request.url().endsWith('/api/SEOdata') && request.method() === 'PUT');
    await page().getByRole('button', { name: 'Save' }).click();
    const body = (await saved).postDataJSON();
    expect(body.paragraphData).toContain('<h2>Why book with us</h2>');
    expect(body.paragraphData).toMatch(/<ul><li><p>Free pickup<\/p><\/li><li><p>Genuine parts<\/p><\/li><\/ul>/);
    expect(body.FAQContent).toEqual([
      { title: 'Do you pick up?', description: 'Yes, within 5 km.' },
      { title: 'Is there a warranty?', description: '30 days on labour.' },
    ]);
    expect(body.vehicleData[2].vehicles[3]).toEqual({ vehicleType: 'Luxury', price: 4999 });
    await page().getByText('Data updated successfully').waitFor();
    await screenshot(page(), 'seo-content-editor-en');

    await page().reload();
    await page().getByRole('heading', { name: 'Doorstep Car Care Near Me', level: 1 }).waitFor();
    await page().locator('.ProseMirror h2', { hasText: 'Why book with us' }).waitFor();
    expect(await page().locator('.ProseMirror li').allTextContents()).toEqual(['Free pickup', 'Genuine parts']);
    await page().getByRole('tab', { name: 'FAQ' }).click();
    await expect(
      page()
        .getByRole('textbox', { name: /^Question 2/ })
        .inputValue(),
    ).resolves.toBe('Is there a warranty?');
    await page().getByRole('tab', { name: 'Add Prices' }).click();
    await expect(page().getByLabel('Gold price for Luxury').inputValue()).resolves.toBe('4999');
    expect(await seriousViolations(page())).toBe('');
  });

  it('asks before leaving an editor with unsaved changes', async () => {
    await signInAsAdmin(page(), '/admin/marketplace/servicePage');
    await openList(page(), '/admin/marketplace/servicePage');
    await page()
      .locator('tbody tr')
      .first()
      .getByRole('link', { name: /^Edit:/ })
      .click();
    await page().waitForURL('**/editservicepage/**');
    await page().getByRole('tab', { name: 'FAQ' }).click();
    await page().getByRole('button', { name: 'Add Field' }).click();
    await page()
      .getByRole('textbox', { name: /^Question/ })
      .last()
      .fill('Unsaved question');
    // The console's own question, never the browser's.
    const browserDialogs: string[] = [];
    page().on('dialog', (dialog) => {
      browserDialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const question = page().getByRole('dialog', { name: 'Discard your changes?' });
    await page().getByRole('link', { name: 'Go Back' }).click();
    await question.waitFor();
    expect(await seriousViolations(page())).toBe('');
    await question.getByRole('button', { name: 'Keep editing' }).click();
    await question.waitFor({ state: 'hidden' });
    expect(page().url()).toContain('/editservicepage/');
    await expect(
      page()
        .getByRole('textbox', { name: /^Question/ })
        .last()
        .inputValue(),
    ).resolves.toBe('Unsaved question');
    await page().getByRole('link', { name: 'Go Back' }).click();
    await question.getByRole('button', { name: 'Discard' }).click();
    await page().waitForURL('**/admin/marketplace/servicePage');
    expect(browserDialogs).toEqual([]);
  });

  it('shows a sheet before sending it, sends it once, refuses other files, and deletes a page', async () => {
    await signInAsAdmin(page(), '/admin/marketplace/page');
    await openList(page(), '/admin/marketplace/page');
    expect(await page().locator('tbody tr').count()).toBe(20);
    // The filter bar's Export (002 §1, admin): the table's columns, every page of the list.
    const XLSX = await import('xlsx');
    const exported = page().waitForEvent('download');
    await page().getByRole('button', { name: 'Export' }).click();
    const file = await exported;
    expect(file.suggestedFilename()).toBe('exported_data.xlsx');
    const exportedBook = XLSX.read(await readFile((await file.path())!));
    expect(exportedBook.SheetNames).toEqual(['exported_data']);
    const exportedRows = XLSX.utils.sheet_to_json<string[]>(exportedBook.Sheets.exported_data, { header: 1 });
    expect(exportedRows[0]).toEqual(['S.No', 'Page Name', 'Date of Published', 'Author']);
    expect(exportedRows.length).toBeGreaterThan(20);
    await page()
      .getByTestId('sheet-input')
      .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('x') });
    await page().getByText('Please choose a spreadsheet file (.xlsx, .xls or .csv).').waitFor();
    // The template downloads as an .xlsx of the columns and one example row.
    const download = page().waitForEvent('download');
    await page().getByRole('button', { name: 'Download template' }).click();
    const template = await download;
    expect(template.suggestedFilename()).toBe('pages_template.xlsx');
    const rows = XLSX.utils.sheet_to_json<string[]>(XLSX.read(await readFile((await template.path())!)).Sheets.template, { header: 1 });
    expect(rows[0]).toEqual(['Title', 'Vehicle Type', 'Category', 'Service', 'State', 'City', 'Area']);
    // The example row and a row with a category the console does not know, as a user would fill the template.
    rows.push(['Bike Service in Pune', 'Bike', 'Flying Cars', 'Basic Car Service', 'Maharashtra', 'Pune', '']);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'pages');
    const uploads: string[] = [];
    page().on('request', (request) => {
      if (request.url().endsWith('/api/bulkSEOUpload')) uploads.push(request.headers()['content-type']);
    });
    await page()
      .getByTestId('sheet-input')
      .setInputFiles({
        name: 'pages.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }),
      });
    // Read in the browser first: both rows, the wrong one named, nothing sent yet.
    const preview = page().getByRole('dialog', { name: 'Check the sheet before sending' });
    await preview.getByText('2 rows: 1 ready, 1 with problems').waitFor();
    const previewRows = preview.getByRole('table', { name: 'Rows of the sheet' }).locator('tbody tr');
    expect(await previewRows.allTextContents()).toEqual([`2${rows[1][0]}Ready`, '3Bike Service in PuneNo category named "Flying Cars"']);
    expect(uploads).toEqual([]);
    expect(await seriousViolations(page())).toBe('');
    await screenshot(page(), 'seo-sheet-preview-en');
    await preview.getByRole('button', { name: 'Send sheet' }).click();
    const result = page().getByRole('dialog', { name: 'Upload result' });
    await result.getByText('File uploaded successfully').waitFor();
    expect(uploads).toHaveLength(1);
    expect(uploads[0]).toMatch(/^multipart\/form-data/);
    expect(await result.getByTestId('upload-imported').textContent()).toBe('Pages imported: 1');
    expect(await result.getByRole('row').nth(1).textContent()).toBe('3No category named "Flying Cars"');
    expect(await seriousViolations(page())).toBe('');
    await screenshot(page(), 'seo-upload-result');
    await result.getByRole('button', { name: 'Close' }).click();
    await expect.poll(async () => (await dataCells(page().locator('tbody tr').first()).nth(1).textContent())?.trim()).toBe(rows[1][0]);

    const first = page().locator('tbody tr').first();
    const title = (await dataCells(first).nth(1).textContent())!.trim();
    await first.getByRole('button', { name: /^Trash:/ }).click();
    await page().getByText('Are you sure Delete this Page?').waitFor();
    await page().getByRole('button', { name: 'Yes' }).click();
    await page().getByText('Pages Delete Successfully').waitFor();
    await expect.poll(async () => (await dataCells(page().locator('tbody tr').first()).nth(1).textContent())?.trim()).not.toBe(title);
  });

  it('lets an SEO Editor sub-admin write pages, and saves a garage SEO page', async () => {
    await signIn(page(), 'vikram.rathore@garagehub.in', 'Subadmin@123', '/admin/marketplace/nearme');
    await openList(page(), '/admin/marketplace/nearme');
    expect(await page().getByRole('button', { name: 'Export' }).count()).toBe(0);
    await page()
      .locator('tbody tr')
      .first()
      .getByRole('link', { name: /^Seo Edit:/ })
      .click();
    await page()
      .getByRole('heading', { name: /^SEO: / })
      .waitFor();
    const calls: string[] = [];
    page().on('request', (request) => {
      if (request.url().endsWith('/api/SEOdata')) calls.push(request.method());
    });
    await page().getByRole('button', { name: 'Submit' }).click();
    await page().getByText('Data updated successfully').waitFor();
    expect(calls).toEqual(['POST', 'PUT']);
    await navigate(page(), '/admin/marketplace/garageseoedit/unknown');
    await page().getByText('Access denied').waitFor();

    await page().evaluate(() => localStorage.removeItem('admin'));
    await signInAsAdmin(page());
    const garage = await page().evaluate(async () => {
      const { token } = JSON.parse(localStorage.getItem('admin')!);
      const answer = await fetch('/api/garageNameList', { headers: { Authorization: `Bearer ${token}` } });
      return (await answer.json()).data[0] as { _id: string; garageName: string };
    });
    await navigate(page(), `/admin/marketplace/garageseoedit/${garage._id}`);
    await page()
      .getByRole('heading', { name: `${garage.garageName.trim().replace(/\s+/g, '-')} SEO Page` })
      .waitFor();
    await page().locator('.ProseMirror').first().click();
    await page().keyboard.type('Best garage in town');
    await page().getByRole('button', { name: 'Submit' }).click();
    await page().getByText('Data Created Successfully').waitFor();
    await screenshot(page(), 'seo-garage-editor-en');
    await page().reload();
    await page().locator('.ProseMirror', { hasText: 'Best garage in town' }).waitFor();
    // A huge paste is refused with the limit named, and kept in the editor; nothing is sent.
    const saves = () => page().evaluate(() => performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/SEOdata')).length);
    const savesBefore = await saves();
    await page().locator('.ProseMirror').first().click();
    await page().keyboard.insertText('x'.repeat(5001));
    await page().getByRole('button', { name: 'Submit' }).click();
    await page().getByText('At most 5000 characters.').first().waitFor();
    expect(await page().locator('.ProseMirror').first().textContent()).toContain('x'.repeat(5001));
    expect(await saves()).toBe(savesBefore);
  });

  it('passes axe on the lists and editors in English and Arabic', async () => {
    for (const [locale, theme] of [
      ['en', 'lite'],
      ['ar', 'dark'],
    ] as const) {
      await setPreference(page(), 'locale', locale);
      await setPreference(page(), 'themeName', theme);
      await signInAsAdmin(page(), '/admin/marketplace/servicePage');
      await openList(page(), '/admin/marketplace/servicePage');
      expect(await seriousViolations(page()), `${locale} list`).toBe('');
      await screenshot(page(), `seo-service-pages-${locale}-${theme}`);
      // A chosen sheet shown before sending, with a wrong row and a column the template lacks (warned of); Cancel sends nothing.
      const XLSX = await import('xlsx');
      const book = XLSX.utils.book_new();
      XLSX.utils.book_append_sheet(
        book,
        XLSX.utils.aoa_to_sheet([
          ['Title', 'Vehicle Type', 'Category', 'Service', 'Page Type', 'Notes'],
          ['Doorstep Car Care', 'Truck', 'Periodic Service', 'Basic Car Service', 'Service Page', ''],
        ]),
        'pages',
      );
      await page()
        .getByTestId('sheet-input')
        .setInputFiles({
          name: 'service-pages.xlsx',
          mimeType: 'application/octet-stream',
          buffer: XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }),
        });
      const preview = page().getByRole('dialog');
      await preview.locator('tbody tr').getByText('Truck').waitFor();
      await preview.getByTestId('columns-differ').waitFor();
      expect(await seriousViolations(page()), `${locale} sheet preview`).toBe('');
      await screenshot(page(), `seo-sheet-preview-${locale}-${theme}`);
      await page().keyboard.press('Escape');
      await preview.waitFor({ state: 'hidden' });
      await page().locator('tbody tr').first().getByRole('link').first().click();
      await page().locator('.ProseMirror').first().waitFor();
      expect(await seriousViolations(page()), `${locale} content editor`).toBe('');
      await screenshot(page(), `seo-content-editor-${locale}-${theme}`);
      await page().goBack();
      await firstDataRow(page()).waitFor();
      await page().locator('tbody tr').first().getByRole('link').nth(2).click();
      await page().locator('.ProseMirror').nth(5).waitFor();
      expect(await seriousViolations(page()), `${locale} SEO editor`).toBe('');
      await screenshot(page(), `seo-seo-editor-${locale}-${theme}`);
      await page().evaluate(() => localStorage.removeItem('admin'));
    }
  });
});

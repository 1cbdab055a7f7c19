// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { SeoPage } from '../../src/sandbox/records';
import { garagePageUrl, pageOf, pageUrl, toSeoPageCreate, toSeoSearch } from '../../src/areas/seo/model';
import { isSpreadsheet } from '../../src/areas/seo/sheet';
import { priceGridOf, toVehicleData } from '../../src/areas/seo/editors/prices';
import { contentValuesOf, seoValuesOf, toContentUpdate, toSeoCreate, toSeoUpdate } from '../../src/areas/seo/editors/model';
import { seoEditorRoutes } from '../../src/areas/seo/editors/routes';
import { product } from '../../src/config';

const BASE = 'https://www.garagehub.in/';

const page: SeoPage = {
  _id: 'p1',
  title: 'Car Wash Near Me',
  vehicleType: 1,
  categoryType: 'Washing',
  serviceName: 'Car Wash',
  location: '',
  area: '',
  state: '',
  url: `${BASE}car-wash-near-me`,
  paragraphData: '<p>old</p>',
  FAQContent: [{ title: 'Q', description: 'A' }],
  pageType: 'NearmePage',
  garageId: '',
  status: true,
};

describe('SEO page URLs (002 §9)', () => {
  it('Pages: base + city with hyphens / lowercased service with hyphens', () => {
    expect(pageUrl('page', BASE, { location: 'New Delhi', serviceName: 'Car General Service' })).toBe(`${BASE}New-Delhi/car-general-service`);
  });
  it('Near Me: base + lowercased service + -near-me', () => {
    expect(pageUrl('nearme', BASE, { serviceName: 'Bike Wash' })).toBe(`${BASE}bike-wash-near-me`);
  });
  it('Service Pages: base + hyphenated lowercased service + -services', () => {
    expect(pageUrl('servicePage', BASE, { serviceName: ' Wheel  Alignment ' })).toBe(`${BASE}wheel-alignment-services`);
  });
  it('garage page: city/garage-name/area/garageId', () => {
    expect(garagePageUrl(BASE, { city: 'Pune', garageName: 'Shree Auto Works', area: 'Kothrud', garageId: 'G42' })).toBe(
      `${BASE}Pune/Shree-Auto-Works/Kothrud/G42`,
    );
  });
});

describe('SEO payloads', () => {
  it('POST /getSEOdata: pageCount 2 on the first load, 1 when filtering', () => {
    expect(toSeoSearch('page', {})).toEqual({
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
    expect(toSeoSearch('servicePage', { location: 'Pune', vehicleType: '2' })).toMatchObject({
      location: 'Pune',
      vehicleType: 2,
      pageCount: 1,
      pageType: 'servicePage',
    });
  });

  it('POST /SEOdata for Pages carries Why{product}Content; Near Me does not', () => {
    const values = {
      title: ' Car Wash in Pune ',
      vehicleType: '1',
      categoryType: 'Washing',
      serviceName: 'Car Wash',
      state: 'Maharashtra',
      location: 'Pune',
      area: 'Baner',
    };
    expect(toSeoPageCreate('page', values, BASE, 'marketplace')).toEqual({
      title: 'Car Wash in Pune',
      vehicleType: 1,
      categoryType: 'Washing',
      serviceName: 'Car Wash',
      state: 'Maharashtra',
      location: 'Pune',
      area: 'Baner',
      garageId: '',
      FAQContent: [],
      WhymarketplaceContent: [],
      paragraphData: '',
      url: `${BASE}Pune/car-wash`,
      pageType: 'SEOPage',
    });
  });

  it('POST /SEOdata for Near Me', () => {
    const payload = toSeoPageCreate(
      'nearme',
      { title: 'Car Wash Near Me', vehicleType: 1, categoryType: 'Washing', serviceName: 'Car Wash', location: 'Pune' },
      BASE,
      'marketplace',
    );
    expect(payload).toEqual({
      title: 'Car Wash Near Me',
      vehicleType: 1,
      categoryType: 'Washing',
      serviceName: 'Car Wash',
      state: '',
      location: '',
      area: '',
      garageId: '',
      FAQContent: [],
      paragraphData: '',
      url: `${BASE}car-wash-near-me`,
      pageType: 'NearmePage',
    });
  });

  it('POST /SEOdata for Service Pages: no place, no Why list, url base + service + -services', () => {
    const payload = toSeoPageCreate(
      'servicePage',
      {
        title: ' Wheel Alignment Services ',
        vehicleType: '2',
        categoryType: 'Tyres',
        serviceName: 'Wheel  Alignment',
        state: 'Maharashtra',
        location: 'Pune',
        area: 'Baner',
      },
      BASE,
      'marketplace',
    );
    expect(payload).toEqual({
      title: 'Wheel Alignment Services',
      vehicleType: 2,
      categoryType: 'Tyres',
      serviceName: 'Wheel  Alignment',
      state: '',
      location: '',
      area: '',
      garageId: '',
      FAQContent: [],
      paragraphData: '',
      url: `${BASE}wheel-alignment-services`,
      pageType: 'servicePage',
    });
    expect('WhymarketplaceContent' in payload).toBe(false);
  });

  it('price grid: 3 packages by 4 classes, default 0, negatives and text become 0', () => {
    const grid = priceGridOf([{ package: 'Premium', vehicles: [{ vehicleType: 'SUV', price: 1999 }] }]);
    expect(grid.Basic).toEqual({ Hatchback: 0, Sedan: 0, SUV: 0, Luxury: 0 });
    expect(grid.Premium.SUV).toBe(1999);
    const data = toVehicleData({ ...grid, Gold: { Hatchback: '2500', Sedan: '-3', SUV: 'abc', Luxury: 9000 } });
    expect(data.map((entry) => entry.package)).toEqual(['Basic', 'Premium', 'Gold']);
    expect(data[2]).toEqual({
      package: 'Gold',
      vehicles: [
        { vehicleType: 'Hatchback', price: 2500 },
        { vehicleType: 'Sedan', price: 0 },
        { vehicleType: 'SUV', price: 0 },
        { vehicleType: 'Luxury', price: 9000 },
      ],
    });
  });

  it('prices left as the grid opened them go back as stored, and what the grid does not show is kept', () => {
    const stored = [
      {
        package: 'Basic',
        vehicles: [
          { vehicleType: 'Sedan', price: -5 },
          { vehicleType: 'Truck', price: 700 },
        ],
      },
      { package: 'Diamond', vehicles: [{ vehicleType: 'SUV', price: 9 }] },
    ] as never;
    const grid = priceGridOf(stored);
    const data = toVehicleData({ ...grid, Gold: { ...grid.Gold, Luxury: '4999' } }, stored);
    expect(data[0]).toEqual({
      package: 'Basic',
      vehicles: [
        { vehicleType: 'Hatchback', price: 0 },
        { vehicleType: 'Sedan', price: -5 },
        { vehicleType: 'SUV', price: 0 },
        { vehicleType: 'Luxury', price: 0 },
        { vehicleType: 'Truck', price: 700 },
      ],
    });
    expect(data[2]!.vehicles[3]).toEqual({ vehicleType: 'Luxury', price: 4999 });
    expect(data.at(-1)).toEqual({ package: 'Diamond', vehicles: [{ vehicleType: 'SUV', price: 9 }] });
    // A stored price the user changes is refused below zero by the form, and sent as typed.
    expect(toVehicleData({ ...grid, Basic: { ...grid.Basic, Sedan: '250' } }, stored)[0]!.vehicles[1]).toEqual({ vehicleType: 'Sedan', price: 250 });
  });

  it('PUT /SEOdata from the content editor: sanitised paragraph, FAQs, prices', () => {
    const payload = toContentUpdate(
      'nearme',
      page,
      {
        paragraphData: '<h2>Hi</h2><img src=x onerror="alert(1)"><a href="javascript:alert(1)">x</a><script>alert(2)</script>',
        FAQContent: [
          { title: 'How long?', description: 'One hour' },
          { title: '', description: '' },
        ],
        prices: priceGridOf(undefined),
      },
      {},
      'marketplace',
    );
    expect(payload).toMatchObject({
      pageId: 'p1',
      serviceName: 'Car Wash',
      vehicleType: 1,
      location: '',
      url: page.url,
      title: page.title,
      garageId: '',
      categoryType: 'Washing',
      FAQContent: [{ title: 'How long?', description: 'One hour' }],
    });
    expect(payload.vehicleData).toHaveLength(3);
    expect(payload.paragraphData).toContain('<h2>Hi</h2>');
    expect(payload.paragraphData).not.toMatch(/onerror|javascript:|<script/i);
    expect('Whymarketplace' + 'Content' in payload).toBe(false);
  });

  it('an FAQ entry left as it opened goes back as stored, markup and all, wherever Remove moved it', () => {
    const stored = {
      ...page,
      FAQContent: [
        { title: '<b>Old</b> entry', description: 'a < b' },
        { title: 'Kept', description: 'as <i>stored</i>' },
      ],
    };
    const opened = contentValuesOf(stored, 'marketplace');
    // The first entry removed, the second left, a new one added.
    const values = { ...opened, FAQContent: [opened.FAQContent[1], { title: 'New <one>', description: 'Typed' }] };
    expect(toContentUpdate('nearme', stored, values, opened, 'marketplace').FAQContent).toEqual([
      { title: 'Kept', description: 'as <i>stored</i>' },
      { title: 'New', description: 'Typed' },
    ]);
  });

  it('PUT /SEOdata from the Pages content editor carries Why{product}Content, sanitised', () => {
    const payload = toContentUpdate(
      'page',
      { ...page, pageType: 'SEOPage' },
      { whyContent: [{ title: 'Trusted', description: '<p onclick="x()">Yes</p>' }] },
      {},
      'marketplace',
    );
    expect(payload.WhymarketplaceContent).toEqual([{ title: 'Trusted', description: '<p>Yes</p>' }]);
  });

  it('SEO editor: six fields with the server spelling, sanitised; create carries the page fields', () => {
    const values = {
      seoTitle: '<p>T</p>',
      seoDescription: '<p>D</p>',
      seoMetaData: '<p>index</p>',
      seoColonical: '<a href="javascript:x">c</a>',
      seoSiteMap: '',
      seoSiteType: '<p>daily</p>',
    };
    const update = toSeoUpdate(page, values, {}, 'marketplace');
    expect(update).toMatchObject({ pageId: 'p1', seoTitle: '<p>T</p>', seoColonical: '<a>c</a>', seoSiteMap: '', seoSiteType: '<p>daily</p>' });
    expect(toSeoCreate(page, values, {}, 'marketplace')).toMatchObject({
      title: page.title,
      url: page.url,
      pageType: 'NearmePage',
      garageId: '',
      seoMetaData: '<p>index</p>',
    });
  });

  it('reads GET /getSinglePage as data or data.data', () => {
    expect(pageOf({ data: page })).toBe(page);
    expect(pageOf({ data: { data: page } })).toBe(page);
  });

  it('accepts only spreadsheet files for the bulk upload', () => {
    expect(['pages.xlsx', 'a.XLS', 'b.csv'].map(isSpreadsheet)).toEqual([true, true, true]);
    expect(['photo.png', 'x.xlsx.exe', 'doc.pdf'].map(isSpreadsheet)).toEqual([false, false, false]);
  });
});

describe('a save never empties what its form did not show (PUT and POST /SEOdata)', () => {
  // Read without paragraph, place, URL, title and garage id.
  const bare = { _id: 'p2', vehicleType: 1, categoryType: 'Washing', serviceName: 'Car Wash', pageType: 'NearmePage', status: true } as SeoPage;
  const full = { ...page, location: 'Pune', state: 'Maharashtra', area: 'Baner', garageId: 'G1' };
  const seo = { seoTitle: 'T', seoDescription: 'D', seoMetaData: 'M', seoColonical: 'C', seoSiteMap: 'S', seoSiteType: 'Y' };
  // What every PUT /SEOdata resends of each page, as stored.
  const bareStored = { serviceName: 'Car Wash', vehicleType: 1, pageId: 'p2', categoryType: 'Washing' };
  const fullStored = {
    paragraphData: '<p>old</p>',
    serviceName: 'Car Wash',
    vehicleType: 1,
    location: 'Pune',
    url: page.url,
    title: page.title,
    garageId: 'G1',
    pageId: 'p1',
    categoryType: 'Washing',
    FAQContent: [{ title: 'Q', description: 'A' }],
  };

  it('SEO editor update: fields the page lacks stay out; fields it has go back as stored', () => {
    expect(toSeoUpdate(bare, seo, seoValuesOf(bare), 'marketplace')).toEqual({ ...bareStored, ...seo });
    expect(toSeoUpdate(full, seo, seoValuesOf(full), 'marketplace')).toEqual({ ...fullStored, ...seo });
    // Untouched, the six fields a page was read without are not sent empty.
    expect(toSeoUpdate(bare, seoValuesOf(bare), seoValuesOf(bare), 'marketplace')).toEqual(bareStored);
  });

  it('content editor update: parts the page lacks stay out until edited (no empty paragraph or list, no zero prices); place, URL, title and garage id too', () => {
    const opened = contentValuesOf(bare, 'marketplace');
    expect(toContentUpdate('nearme', bare, structuredClone(opened), opened, 'marketplace')).toEqual(bareStored);
    const openedFull = contentValuesOf(full, 'marketplace');
    expect(toContentUpdate('nearme', full, structuredClone(openedFull), openedFull, 'marketplace')).toEqual(fullStored);
    // Edited, they go: the paragraph typed, and the whole grid once one price changed.
    const edited = structuredClone(opened);
    edited.paragraphData = '<p>Open all week</p>';
    edited.prices = { ...edited.prices, Basic: { ...edited.prices.Basic, Sedan: 499 } };
    const sent = toContentUpdate('nearme', bare, edited, opened, 'marketplace');
    expect(sent).toEqual({ ...bareStored, paragraphData: '<p>Open all week</p>', vehicleData: toVehicleData(edited.prices) });
    expect(sent.FAQContent).toBeUndefined();
  });

  it('create first: optional state, location and area stay out when the page lacks them; required fields are sent', () => {
    expect(toSeoCreate(bare, seo, seoValuesOf(bare), 'marketplace')).toEqual({
      title: '',
      vehicleType: 1,
      categoryType: 'Washing',
      serviceName: 'Car Wash',
      garageId: '',
      FAQContent: [],
      paragraphData: '',
      url: '',
      pageType: 'NearmePage',
      ...seo,
    });
    expect(toSeoCreate(full, seo, seoValuesOf(full), 'marketplace')).toEqual({
      title: page.title,
      vehicleType: 1,
      categoryType: 'Washing',
      serviceName: 'Car Wash',
      state: 'Maharashtra',
      location: 'Pune',
      area: 'Baner',
      garageId: 'G1',
      FAQContent: [{ title: 'Q', description: 'A' }],
      paragraphData: '<p>old</p>',
      url: page.url,
      pageType: 'NearmePage',
      ...seo,
    });
  });
});

describe('plain SEO fields carry no markup', () => {
  it('strips script and tags from the FAQ question and answer typed; the title and URL, which no editor changes, go back as stored', () => {
    const hostile = {
      ...page,
      title: 'Car Wash<script>alert(1)</script>',
      url: 'https://www.garagehub.in/pune/<img src=x onerror=alert(1)>car-wash',
    };
    const payload = toContentUpdate(
      'nearme',
      hostile,
      {
        FAQContent: [
          { title: '<b>Open</b> on Sunday?<script>steal()</script>', description: 'Yes <iframe src="javascript:alert(1)"></iframe>till 6' },
        ],
      },
      {},
      'marketplace',
    );
    expect(payload.FAQContent).toEqual([{ title: 'Open on Sunday?', description: 'Yes till 6' }]);
    expect([payload.title, payload.url]).toEqual([hostile.title, hostile.url]);
    expect(toSeoUpdate(hostile, {}, {}, 'marketplace').title).toBe(hostile.title);
    expect(toSeoCreate(hostile, {}, {}, 'marketplace').url).toBe(hostile.url);
  });
});

describe('SEO editor routes (002 §2)', () => {
  it('are the seven editor addresses under /admin/<product>/, each taking the page id', () => {
    expect(seoEditorRoutes.map((route) => route.path)).toEqual(
      ['editpage', 'editpagenear', 'editservicepage', 'seoeditpage', 'seoeditnearme', 'seoeditservicepage', 'garageseoedit'].map(
        (segment) => `/admin/${product}/${segment}/:pageId`,
      ),
    );
  });
});

/**
 * Edit forms saved untouched where the form itself could lose a value (issue 54): a select whose options
 * lack the stored value, a date input, a rich-text editor, a record read in the minimal or Mongoose shape.
 * The request must carry every value the record had. The payload builders over every shape: test/unit/formsRoundTrip.test.ts.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatPayloadDate } from '../../src/lib/dates';
import { renderScreen, setupUser } from './renderApp';
import { resetSandbox, sandbox, sandboxServer, sent } from './sandboxServer';

beforeEach(resetSandbox);

const rows = () => screen.getAllByRole('row').slice(1);
const bodiesOf = (method: string, path: string) => sent.filter((call) => call.method === method && call.path === path).map((call) => call.body);
const newest = <T extends { createdAt?: string }>(list: T[]) => [...list].sort((a, b) => String(b.createdAt).localeCompare(String(a.createdAt)))[0];

/** Opens the first row's Edit dialog of a list screen and submits it untouched. */
async function submitUntouched(path: string, name: string, dialogName?: string) {
  const user = setupUser();
  renderScreen(path, 'admin');
  await waitFor(() => expect(rows().length).toBeGreaterThan(0));
  await user.click(await within(rows()[0]).findByRole('button', { name: `Edit ${name}` }));
  // A dialog clicked open before its code is in shows a loading dialog first: the form's is the one with Submit.
  await screen.findByRole('button', { name: 'Submit' });
  const dialog = await screen.findByRole('dialog', dialogName ? { name: dialogName } : undefined);
  return { user, dialog };
}

describe('staff forms', () => {
  it('Edit Role read in the minimal shape keeps its name, portal and features', async () => {
    sandbox.setShape('minimal');
    const role = newest(sandbox.store.db.roles);
    const { user, dialog } = await submitUntouched('/admin/roles', role.roleName, 'Edit Role');
    await waitFor(() => expect(within(dialog).getByLabelText(/^Role Name/)).toHaveValue(role.roleName));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Roles Updated Successfully')).toBeInTheDocument();
    expect(bodiesOf('PUT', '/adminRoles')).toEqual([
      {
        roleName: role.roleName,
        source: role.source,
        features: role.features.map((feature) => ({ featureId: feature.featureId, privileges: feature.privileges })),
        roleId: role._id,
      },
    ]);
  });

  it('Edit SubAdmin points out a stored e-mail of no valid format, keeps it and a role the list lacks', async () => {
    const subAdmin = newest(sandbox.store.db.subAdmins);
    subAdmin.email = 'meera.at.garagehub';
    const role = sandbox.store.db.roles.find((entry) => entry._id === subAdmin.roleId)!;
    sandbox.store.db.roles = sandbox.store.db.roles.filter((entry) => entry !== role);
    const { user, dialog } = await submitUntouched('/admin/subAdminManagement', subAdmin.name);
    expect(within(dialog).getByLabelText(/^Email/)).toBeDisabled();
    expect(await within(dialog).findByText(/Saved before this check \(The email is not valid!\)/)).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: /^Role/ })).toHaveTextContent(subAdmin.role);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(bodiesOf('PUT', '/subAdmin')).toEqual([
        { subAdminId: subAdmin.id, name: subAdmin.name, email: subAdmin.email, roleId: subAdmin.roleId },
      ]),
    );
  });

  it('Edit Feature read in the Mongoose shape shows and sends back an icon the choices lack', async () => {
    sandbox.setShape('mongoose');
    const feature = newest(sandbox.store.db.features);
    feature.icon = 'settings';
    const { user, dialog } = await submitUntouched('/admin/features', feature.featureName);
    expect(within(dialog).getByRole('combobox', { name: /^Icon/ })).toHaveTextContent('settings');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Feature Updated successfully')).toBeInTheDocument();
    expect(bodiesOf('PUT', '/adminFeatures')).toEqual([
      { featureId: feature._id, featureName: feature.featureName, endPoint: feature.endPoint, source: feature.source, icon: 'settings' },
    ]);
  });

  it('Edit Promo Code read in the minimal shape sends its dates, type, value and status back', async () => {
    sandbox.setShape('minimal');
    const promo = newest(sandbox.store.db.promoCodes);
    const { user, dialog } = await submitUntouched('/admin/Promocodes', promo.promoCode);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Promo code updated successfully')).toBeInTheDocument();
    expect(bodiesOf('PUT', '/updatePromoCode')).toEqual([
      {
        promoCodeType: promo.promoCodeType,
        promoCodeValue: promo.promoCodeValue,
        promoCode: promo.promoCode,
        startDate: formatPayloadDate(promo.startDate),
        expiryDate: formatPayloadDate(promo.expiryDate),
        promoCodeId: promo._id,
        status: promo.status,
      },
    ]);
  });
});

describe('catalogue forms', () => {
  it('Edit Category read in the Mongoose shape sends its image, vehicle type, name and description back', async () => {
    sandbox.setShape('mongoose');
    const category = newest(sandbox.store.db.categories);
    const { user, dialog } = await submitUntouched('/admin/category', category.categoryName);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Category Edited Successfully')).toBeInTheDocument();
    expect(bodiesOf('PUT', '/EditCategoryAdmin')).toEqual([
      {
        categoryId: category._id,
        vehicleType: category.vehicleType,
        categoryName: category.categoryName,
        categoryDescription: category.categoryDescription,
        categoryImage: category.categoryImage,
      },
    ]);
  });

  it('Edit Service keeps a category the category list lacks', async () => {
    const service = newest(sandbox.store.db.services);
    sandbox.store.db.categories = sandbox.store.db.categories.filter((category) => category._id !== service.categoryId);
    const { user, dialog } = await submitUntouched('/admin/services', service.serviceName);
    expect(within(dialog).getByRole('combobox', { name: /^Category/ })).toHaveTextContent(service.categoryName);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(bodiesOf('PUT', '/EditServiceNameAdmin')).toEqual([
        { serviceId: service._id, categoryId: service.categoryId, serviceName: service.serviceName, serviceImage: service.serviceImage },
      ]),
    );
  });
});

describe('marketplace analytics', () => {
  const liveGarage = () => sandbox.store.db.garages.find((garage) => garage.accountStatus === 'active')!;

  async function openAnalytics(garageName: string, marketplaceId: string) {
    const user = setupUser();
    renderScreen('/admin/marketplace/ourGarage', 'admin');
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    await user.type(await screen.findByRole('searchbox', { name: 'Search' }), marketplaceId);
    await waitFor(() => expect(rows()).toHaveLength(1));
    await user.click(within(rows()[0]).getByRole('button', { name: `Marketplace Analytics: ${garageName}` }));
    const dialog = (await screen.findByLabelText('Jobs Completed')).closest<HTMLElement>('[role="dialog"]')!;
    return { user, dialog };
  }

  it.each([
    ['without data', { responseCode: 200, message: 'No record' }],
    ['with an empty data', { responseCode: 200, message: 'No record', data: {} }],
  ])("opens a garage without a record (an answer %s) with the defaults and saves them as '0'", async (_, answer) => {
    const garage = liveGarage();
    sandboxServer.use(http.post('*/admin/getmarketplaceAnalyticData', () => HttpResponse.json(answer)));
    const { user, dialog } = await openAnalytics(garage.garageName, String(garage.marketplaceId));
    expect(within(dialog).getByLabelText('Jobs Completed')).toHaveValue(0);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(bodiesOf('POST', '/admin/marketplaceAnalyticData')).toEqual([
        { isVerified: false, jobs_completed: 0, rating: 0, rating_count: 0, review_count: 0, garageId: garage._id, isSponsored: false },
      ]),
    );
  });

  it.each([
    ['in part', { isVerified: true, jobs_completed: 12, rating: { value: 4 } }, 'data.rating'],
    ['whole', JSON.stringify({ isVerified: true, jobs_completed: 12 }), 'data'],
  ])('opens no form over a record it cannot read (%s): names the part, sends nothing, and opens the record on Retry', async (_, data, field) => {
    const garage = liveGarage();
    const unreadableRecord = { responseCode: 200, data };
    sandboxServer.use(http.post('*/admin/getmarketplaceAnalyticData', () => HttpResponse.json(unreadableRecord), { once: true }));
    const user = setupUser();
    renderScreen('/admin/marketplace/ourGarage', 'admin');
    await user.type(await screen.findByRole('searchbox', { name: 'Search' }), String(garage.marketplaceId));
    await waitFor(() => expect(rows()).toHaveLength(1));
    await user.click(within(rows()[0]).getByRole('button', { name: `Marketplace Analytics: ${garage.garageName}` }));
    const alert = await screen.findByText(new RegExp(`The answer of POST /admin/get\\{product\\}AnalyticData had no .* under \`${field}\``));
    expect(screen.queryByLabelText('Jobs Completed')).not.toBeInTheDocument();
    await user.click(within(alert.closest<HTMLElement>('[role="alert"]')!).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('Jobs Completed')).toBeInTheDocument();
    expect(bodiesOf('POST', '/admin/marketplaceAnalyticData')).toEqual([]);
  });

  it('sends a sponsored record back whole, a sponsored service the categories lack included; offers active categories of its vehicle type', async () => {
    const garage = liveGarage();
    garage.garageType = 1;
    const [held, inactive] = sandbox.store.db.categories;
    inactive.status = false;
    held.status = false;
    const bikeOnly = sandbox.store.db.categories.find((category) => category.vehicleType === 2 && category.status !== false);
    const record = sandbox.store.db.analytics.find((entry) => entry.garageId === garage._id)!;
    Object.assign(record, {
      isSponsored: true,
      sponsoredStartDate: '2026-11-01',
      sponsoredEndDate: '2026-12-31',
      sponsoredServices: [held._id, 'retired-category'],
      sponsoredRadius: 12,
      sponsoredPrice: 4999,
    });
    const { user, dialog } = await openAnalytics(garage.garageName, String(garage.marketplaceId));
    expect(await within(dialog).findByRole('button', { name: 'retired-category' })).toBeInTheDocument();
    // Held though inactive since: shown by its name.
    await waitFor(
      () =>
        expect(
          within(dialog)
            .getAllByRole('button')
            .map((b) => b.textContent),
        ).toContain(held.categoryName),
      { timeout: 3000 },
    );
    await user.click(within(dialog).getByRole('combobox', { name: 'Sponsored Services' }));
    const offered = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(offered.length).toBeGreaterThan(0);
    expect(offered).not.toContain(inactive.categoryName);
    if (bikeOnly) expect(offered).not.toContain(bikeOnly.categoryName);
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(bodiesOf('POST', '/admin/marketplaceAnalyticData')).toHaveLength(1));
    const { garageId: _garage, ...stored } = record;
    expect(bodiesOf('POST', '/admin/marketplaceAnalyticData')[0]).toEqual({ ...stored, garageId: garage._id });
  });
});

describe('SEO editors', () => {
  /** A page whose stored HTML the rich-text editor would redraw: a class, a style, a div. */
  function pageWithMarkup() {
    const page = sandbox.store.db.seoPages.find((entry) => entry.pageType === 'SEOPage' && entry.status && !entry.garageId && entry.vehicleData)!;
    Object.assign(page, {
      paragraphData: '<div class="intro">Hello <span style="color:red">there</span></div>',
      seoTitle: '<p class="lead">Title</p>',
      seoDescription: '<h1>Big</h1>',
    });
    return page;
  }
  const documented = (page: ReturnType<typeof pageWithMarkup>) => ({
    paragraphData: page.paragraphData,
    serviceName: page.serviceName,
    vehicleType: page.vehicleType,
    location: page.location,
    url: page.url,
    title: page.title,
    garageId: page.garageId ?? '',
    pageId: page._id,
    categoryType: page.categoryType,
    FAQContent: page.FAQContent,
    vehicleData: page.vehicleData,
    seoTitle: page.seoTitle,
    seoDescription: page.seoDescription,
    seoMetaData: page.seoMetaData,
    seoColonical: page.seoColonical,
    seoSiteMap: page.seoSiteMap,
    seoSiteType: page.seoSiteType,
    WhymarketplaceContent: page.WhymarketplaceContent,
  });

  it('the content editor saved untouched sends every field of the page as stored', async () => {
    const user = setupUser();
    const page = pageWithMarkup();
    renderScreen(`/admin/marketplace/editpage/${page._id}`, 'admin');
    await screen.findByRole('heading', { name: page.title, level: 1 });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodiesOf('PUT', '/SEOdata')).toEqual([documented(page)]));
  });

  it('the SEO editor saved untouched sends every field of the page as stored', async () => {
    const user = setupUser();
    const page = pageWithMarkup();
    renderScreen(`/admin/marketplace/seoeditpage/${page._id}`, 'admin');
    await screen.findByRole('heading', { name: `SEO: ${page.title}`, level: 1 });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(bodiesOf('PUT', '/SEOdata')).toEqual([documented(page)]));
  });
});

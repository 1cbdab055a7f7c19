/**
 * SEO landing pages of the marketplace: Pages (SEOPage), Near Me (NearmePage) and Service Pages
 * (servicePage), with rich-text paragraphs, FAQs, price packages and SEO fields. URLs follow spec 002
 * §9 and are unique (the server treats the URL as the page key).
 */
import type { ContentEntry, PricePackage, PricePackageName, SeoPage, VehicleClass, VehicleType } from '../records';
import type { ServiceRef } from './business';
import type { PlaceCity } from './garages';
import { GENERIC_AREAS, METRO_AREAS } from './pools';
import { DAY_MS, Rng, businessMoment, iso, oid, retail } from './random';

export interface SeoContext {
  nowMs: number;
  seed: number;
  product: string;
  productLabel: string;
  siteUrl: string;
  /** Cities pages are written for (tier 1 and 2). */
  cities: readonly PlaceCity[];
  services: readonly ServiceRef[];
  includesByService: ReadonlyMap<string, string | undefined>;
  authors: readonly string[];
  counts: { pages: number; nearMe: number; servicePages: number };
}

const PACKAGES: readonly PricePackageName[] = ['Basic', 'Premium', 'Gold'];
const CLASSES: readonly VehicleClass[] = ['Hatchback', 'Sedan', 'SUV', 'Luxury'];
const PACKAGE_FACTOR: Readonly<Record<PricePackageName, number>> = { Basic: 1, Premium: 1.4, Gold: 1.9 };
const CLASS_FACTOR: Readonly<Record<VehicleClass, number>> = { Hatchback: 1, Sedan: 1.15, SUV: 1.35, Luxury: 2.2 };

const hyphen = (s: string) => s.trim().replace(/\s+/g, '-');
const lowerHyphen = (s: string) => hyphen(s.toLowerCase());
const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** ₹ with Indian digit grouping (₹1,23,456), without depending on the runtime's ICU data. */
function rupees(n: number): string {
  const s = String(Math.round(n));
  if (s.length <= 3) return '₹' + s;
  const head = s.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `₹${head},${s.slice(-3)}`;
}

function priceGrid(base: number, priced: boolean): PricePackage[] {
  return PACKAGES.map((pkg) => ({
    package: pkg,
    vehicles: CLASSES.map((vehicleType) => ({ vehicleType, price: priced ? retail(base * PACKAGE_FACTOR[pkg] * CLASS_FACTOR[vehicleType]) : 0 })),
  }));
}

function paragraph(title: string, s: ServiceRef, where: string, includes: string | undefined, label: string): string {
  const vehicles = s.vehicleType === 1 ? 'car' : s.vehicleType === 2 ? 'bike' : 'car and bike';
  const items = (
    includes
      ? includes.split(',')
      : ['Free inspection before work starts', 'Genuine or OES spare parts', 'Up-front estimate, no hidden charges', 'Warranty on parts and labour']
  )
    .map((x) => `<li>${escapeHtml(x.trim())}</li>`)
    .join('');
  const price =
    s.price > 0 ? `<p>Prices start at <strong>${rupees(s.price)}</strong> and depend on your vehicle model and the parts needed.</p>` : '';
  return (
    `<h2>${escapeHtml(title)}</h2>` +
    `<p>Looking for a trusted <strong>${escapeHtml(s.serviceName.toLowerCase())}</strong>${where ? ` in ${escapeHtml(where)}` : ' near you'}? ` +
    `${escapeHtml(label)} connects you with verified ${vehicles} garages that show prices up front, use genuine spares and keep you updated on every step.</p>` +
    `<h3>What is included</h3><ul>${items}</ul>` +
    price +
    `<blockquote><p>Book online in two minutes and pay after the job is done.</p></blockquote>`
  );
}

function faqs(rng: Rng, s: ServiceRef, where: string): ContentEntry[] {
  const place = where || 'your city';
  const all: ContentEntry[] = [
    {
      title: `How much does ${s.serviceName.toLowerCase()} cost in ${place}?`,
      description:
        s.price > 0
          ? `It starts at ${rupees(s.price)} for a hatchback or commuter bike; the final price depends on the model and parts.`
          : 'The cost depends on the assessment of your vehicle; the garage shares an estimate before starting.',
    },
    {
      title: `How long does ${s.serviceName.toLowerCase()} take?`,
      description: `Most jobs are finished the same day; the garage confirms the delivery time when you book.`,
    },
    { title: 'Do you offer pickup and drop?', description: 'Yes, most partner garages offer free pickup and drop within 5 km.' },
    {
      title: 'Is there a warranty on the work?',
      description: 'Parts carry the manufacturer warranty and labour is covered for 30 days or 1,000 km, whichever comes first.',
    },
    { title: 'Can I pay after the service?', description: 'Yes. Pay by UPI, card or cash once the job is done and you have checked the vehicle.' },
  ];
  return rng.sample(all, rng.int(3, 5));
}

function whyContent(label: string): ContentEntry[] {
  return [
    { title: 'Verified garages', description: `<p>Every garage on ${escapeHtml(label)} is visited and verified before it goes live.</p>` },
    { title: 'Transparent pricing', description: '<p>See the price before you book. <strong>No hidden charges.</strong></p>' },
    { title: 'Genuine spare parts', description: '<p>Only genuine or OES parts, with bills for every part used.</p>' },
  ];
}

export function createSeoPages(ctx: SeoContext): SeoPage[] {
  const rng = new Rng(ctx.seed, 301);
  const { nowMs, siteUrl, services, cities } = ctx;
  const whyKey = `Why${ctx.product}Content` as `Why${string}Content`;
  const pages: SeoPage[] = [];
  const used = new Set<string>();
  let counter = 0;

  const push = (pageType: SeoPage['pageType'], s: ServiceRef, url: string, title: string, city?: PlaceCity, area?: string) => {
    const created = businessMoment(nowMs, rng.next() * 700, rng);
    const published = Math.min(nowMs - 60_000, created + rng.int(0, 10) * DAY_MS);
    const where = city ? (area ? `${area}, ${city.name}` : city.name) : '';
    const vehicleType: VehicleType = s.vehicleType === 3 ? (rng.chance(0.6) ? 1 : 2) : s.vehicleType;
    const hasContent = rng.chance(0.9);
    const hasSeo = rng.chance(0.75);
    const label = ctx.productLabel;
    const page: SeoPage = {
      _id: oid('seoPage', ++counter, created),
      title,
      vehicleType,
      categoryType: s.categoryName,
      serviceName: s.serviceName,
      location: city?.name ?? '',
      area: area ?? '',
      state: city?.stateName ?? '',
      url,
      paragraphData: hasContent ? paragraph(title, s, where, ctx.includesByService.get(s._id), label) : '',
      FAQContent: hasContent ? faqs(rng, s, where) : [],
      vehicleData: priceGrid(s.price, hasContent && vehicleType === 1 && s.price > 0 && rng.chance(0.85)),
      pageType,
      garageId: '',
      status: rng.chance(0.9),
      registationDate: iso(created),
      date: iso(published),
      createdBy: rng.pick(ctx.authors),
      seoTitle: hasSeo ? `<p>${escapeHtml(title)} | Prices &amp; Verified Garages | ${escapeHtml(label)}</p>` : '',
      seoDescription: hasSeo
        ? `<p>Book ${escapeHtml(s.serviceName.toLowerCase())}${where ? ` in ${escapeHtml(where)}` : ' near you'} with verified garages. Up-front prices, genuine parts and free pickup.</p>`
        : '',
      seoMetaData: hasSeo ? '<p>index, follow</p>' : '',
      seoColonical: hasSeo ? `<p>${escapeHtml(url)}</p>` : '',
      seoSiteMap: hasSeo ? `<p>${escapeHtml(siteUrl)}sitemap.xml</p>` : '',
      seoSiteType: hasSeo ? `<p>${rng.pick(['daily', 'weekly', 'monthly'])}</p>` : '',
    };
    if (pageType === 'SEOPage') page[whyKey] = hasContent ? whyContent(label) : [];
    pages.push(page);
  };

  // Pages: service in a city (and area).
  for (let attempts = 0; pages.length < ctx.counts.pages && attempts < ctx.counts.pages * 5 && cities.length && services.length; attempts++) {
    const s = rng.pick(services);
    const city = rng.pick(cities);
    const url = `${siteUrl}${hyphen(city.name)}/${lowerHyphen(s.serviceName)}`;
    if (used.has(url)) continue;
    used.add(url);
    const area = rng.chance(0.6) ? rng.pick(METRO_AREAS[city.name] ?? GENERIC_AREAS) : '';
    push('SEOPage', s, url, `${s.serviceName} in ${city.name}`, city, area);
  }
  // Near Me: one per service at most.
  for (const s of rng.sample(services, ctx.counts.nearMe)) {
    const url = `${siteUrl}${lowerHyphen(s.serviceName)}-near-me`;
    used.add(url);
    push('NearmePage', s, url, `${s.serviceName} Near Me`);
  }
  // Service pages: one per service at most, each written for a city and area.
  for (const s of rng.sample(services, ctx.counts.servicePages)) {
    const url = `${siteUrl}${lowerHyphen(s.serviceName)}-services`;
    used.add(url);
    const city = cities.length ? rng.pick(cities) : undefined;
    const area = city ? rng.pick(METRO_AREAS[city.name] ?? GENERIC_AREAS) : '';
    push('servicePage', s, url, `${s.serviceName} Services`, city, area);
  }
  return pages.sort((a, b) => (a.registationDate! < b.registationDate! ? 1 : a.registationDate! > b.registationDate! ? -1 : 0));
}

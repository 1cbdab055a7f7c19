import type { LeadListRow, LeadSource } from '../../../api/types';
import type { LocaleCode } from '../../../../i18n/locales';
import type { CellRule } from '../../../core/rules';
import { createRetryStatus } from '../../../data/retryStatus';
import type { Choice } from '../../../core/defineResource';
import { whenRule, type RowRule } from '../../../data/rowRules';

/** Coin state per lead: the server sends 'Clicked' / 'Not Clicked' or a boolean (also as text, 'true'). */
export const COIN_CLICKED: RowRule = {
  any: [
    { field: 'coinStatus', equals: true },
    { field: 'coinStatus', equals: 'true', ignoreCase: true },
    { field: 'coinStatus', equals: 'clicked', ignoreCase: true },
  ],
};

/** Lead sources (001 §3): the form's choices, and the lead lists' Source column and facet. */
export const LEAD_SOURCES: readonly LeadSource[] = ['Direct Call', 'View Garage', 'Service Search', 'Request Quote'];
export const LEAD_SOURCE_CHOICES: Choice[] = LEAD_SOURCES.map((source) => ({ id: source, name: `resources.leadManagement.source.${source}` }));

/**
 * Each lead source in the six languages, kept here rather than in each language's messages (which take
 * theirs from it: `sourceWordsIn`) because the lead search reads them all: a search finds the source in
 * the words any language shows.
 */
const LEAD_SOURCE_WORDS: Record<LeadSource, Record<LocaleCode, string>> = {
  'Direct Call': { en: 'Direct Call', fr: 'Appel direct', es: 'Llamada directa', it: 'Chiamata diretta', zh: '直接来电', ar: 'اتصال مباشر' },
  'View Garage': {
    en: 'View Garage',
    fr: 'Consultation du garage',
    es: 'Ver taller',
    it: 'Visualizzazione officina',
    zh: '查看车行',
    ar: 'عرض الورشة',
  },
  'Service Search': {
    en: 'Service Search',
    fr: 'Recherche de service',
    es: 'Búsqueda de servicio',
    it: 'Ricerca servizio',
    zh: '服务搜索',
    ar: 'البحث عن خدمة',
  },
  'Request Quote': {
    en: 'Request Quote',
    fr: 'Demande de devis',
    es: 'Solicitud de presupuesto',
    it: 'Richiesta di preventivo',
    zh: '询价',
    ar: 'طلب عرض سعر',
  },
};

/** The lead sources' words in one language, as its messages hold them (`resources.leadManagement.source`). */
export const sourceWordsIn = (locale: LocaleCode): Record<LeadSource, string> =>
  Object.fromEntries(LEAD_SOURCES.map((source) => [source, LEAD_SOURCE_WORDS[source][locale]])) as Record<LeadSource, string>;

/** What the lead search reads of a row's source: a documented one in every language, any other as sent. */
export const SOURCE_SEARCH: CellRule = {
  label: { at: 'source' },
  labels: Object.fromEntries(LEAD_SOURCES.map((source) => [source, Object.values(LEAD_SOURCE_WORDS[source]).join(' ')])),
};

/** Lead form vehicle type (001 §3): 1 = 4W, 2 = 2W. */
export const LEAD_VEHICLE_TYPES: Choice[] = [
  { id: 1, name: 'resources.leadManagement.vehicle.four_wheeler' },
  { id: 2, name: 'resources.leadManagement.vehicle.two_wheeler' },
];

export const PHONE_LENGTH = 10;

export const PHONE_PATTERN = /^\d{10}$/;

/**
 * The lead list is retried every second while the server answers 503 (001 §4); past this many tries
 * the user sees an error with Retry instead of waiting for ever.
 */
export const LEAD_LIST_RETRY_LIMIT = 30;

/** The retry attempt of the lead list call in flight, for the screen's 'retrying' notice. */
export const leadListRetry = createRetryStatus();

export const isCoinClicked = whenRule<Pick<LeadListRow, 'coinStatus'>>(COIN_CLICKED);

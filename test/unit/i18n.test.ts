import englishFramework from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import ar from '../../i18n/ar';
import en from '../../i18n/en';
import es from '../../i18n/es';
import fr from '../../i18n/fr';
import it_ from '../../i18n/it';
import { LOCALES, directionOf } from '../../i18n/locales';
import { leafKeys, mergeMessages } from '../../i18n/merge';
import arabicApp from '../../i18n/app/ar';
import englishApp from '../../i18n/app/en';
import { loadSignInMessages } from '../../i18n/signIn';
import zh from '../../i18n/zh';

const catalogues = { en, zh, es, fr, it: it_, ar };

describe('message files', () => {
  const english = new Set(leafKeys(en));

  it('merges later trees over earlier ones key by key, leaving the trees given as they were', () => {
    const framework = { ra: { action: { save: 'Save', cancel: 'Cancel' }, page: { list: 'List' } } };
    const locale = { ra: { action: { save: 'Enregistrer' } }, app: { title: 'Console' } };
    expect(mergeMessages(framework, locale)).toEqual({
      ra: { action: { save: 'Enregistrer', cancel: 'Cancel' }, page: { list: 'List' } },
      app: { title: 'Console' },
    });
    expect(framework.ra.action.save).toBe('Save');
    expect(locale.ra.action).toEqual({ save: 'Enregistrer' });
  });

  it('has the framework keys, the 27 ra.tiptap keys and the app keys in English', () => {
    for (const key of leafKeys(englishFramework)) expect(english.has(key), key).toBe(true);
    expect([...english].filter((key) => key.startsWith('ra.tiptap.'))).toHaveLength(27);
  });

  it.each(Object.entries(catalogues))('%s has exactly the keys English has', (_, messages) => {
    const keys = new Set(leafKeys(messages));
    expect([...english].filter((key) => !keys.has(key))).toEqual([]);
    expect([...keys].filter((key) => !english.has(key))).toEqual([]);
  });

  it.each(Object.entries(catalogues).filter(([code]) => code !== 'en'))('%s translates the app keys', (_, messages) => {
    const flat = (tree: object) =>
      Object.fromEntries(
        leafKeys(tree).map((key) => [
          key,
          key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree),
        ]),
      );
    const mine = flat(messages);
    const englishFlat = flat(en);
    const untranslated = Object.keys(mine).filter(
      (key) => (key.startsWith('app.') || key.startsWith('resources.')) && mine[key] === englishFlat[key] && /[a-z]{3}/i.test(String(mine[key])),
    );
    // A few words are the same in every language (S.No, ADMIN, VR Garage...); most must differ.
    expect(untranslated.length / Object.keys(mine).length).toBeLessThan(0.08);
  });

  it('mirrors Arabic only', () => {
    expect(LOCALES.map((entry) => [entry.locale, directionOf(entry.locale)])).toEqual([
      ['en', 'ltr'],
      ['zh', 'ltr'],
      ['es', 'ltr'],
      ['fr', 'ltr'],
      ['it', 'ltr'],
      ['ar', 'rtl'],
    ]);
  });
});

describe('sign-in messages', () => {
  const login = (messages: object) => (messages as typeof englishApp).app.login;

  it('carries the console-wide messages of the language, not the resources', async () => {
    const arabic = await loadSignInMessages('ar');
    expect(login(arabic).title).toBe(arabicApp.app.login.title);
    expect(login(arabic).title).not.toBe(englishApp.app.login.title);
    // The areas' messages stay out of the sign-in screens.
    expect(arabic.resources).toBeUndefined();
  });

  it('falls back to English for an unknown language', async () => {
    expect(login(await loadSignInMessages('xx')).submit).toBe(englishApp.app.login.submit);
  });
});

describe('translation', () => {
  it("shows a value the server left out as '-', never 'undefined' or a bare placeholder", async () => {
    const { createI18nProvider } = await import('../../i18n');
    const { translate } = createI18nProvider();
    expect(translate('resources.ratings.stars', { rating: undefined })).toBe('- of 5 stars');
    expect(translate('resources.ratings.stars', { rating: 4 })).toBe('4 of 5 stars');
    // react-admin's default text stays a default.
    expect(translate('no.such.key', { _: undefined })).toBe('no.such.key');
  });
});

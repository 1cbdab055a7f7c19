// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { preferenceStores } from '../../src/lib/preferencesStore';

beforeEach(() => localStorage.clear());

describe('preferences on a browser two accounts use', () => {
  it("keeps each account's own: the next account reads the defaults, and the first finds its own again after a sign-out", () => {
    const storeOf = preferenceStores('en');
    const first = storeOf('ananya.iyer@garagehub.in');
    first.setItem('theme', 'dark');
    first.setItem('locale', 'ar');
    first.setItem('categories.datatable.columns', ['name', 'status']);
    // react-admin's logout resets the store: every key stays for the account's next sign-in.
    first.reset();

    const second = preferenceStores('en')('vikram.rathore@garagehub.in');
    expect(second.getItem('theme')).toBeUndefined();
    expect(second.getItem('categories.datatable.columns')).toBeUndefined();
    expect(second.getItem('locale')).toBe('en');

    const again = preferenceStores('en')('ananya.iyer@garagehub.in');
    expect(again.getItem('theme')).toBe('dark');
    expect(again.getItem('locale')).toBe('ar');
    expect(again.getItem('categories.datatable.columns')).toEqual(['name', 'status']);
  });

  it("opens an account without a language in the sign-in screen's, and the sign-in screens keep only their language", () => {
    const storeOf = preferenceStores('en');
    const signIn = storeOf(undefined);
    signIn.setItem('locale', 'fr');
    signIn.setItem('theme', 'dark');
    expect(storeOf('farhan.qureshi@garagehub.in').getItem('locale')).toBe('fr');

    const reloaded = preferenceStores('en');
    expect(reloaded(undefined).getItem('locale')).toBe('fr');
    expect(reloaded(undefined).getItem('theme')).toBeUndefined();
  });
});

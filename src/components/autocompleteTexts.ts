import { useMemo } from 'react';
import { useTranslate } from 'react-admin';

/** The words MUI's Autocomplete shows of its own (no options, loading, its buttons), in the user's language. */
export function useAutocompleteTexts() {
  const translate = useTranslate();
  return useMemo(
    () => ({
      noOptionsText: translate('app.no_choices'),
      loadingText: translate('ra.page.loading'),
      clearText: translate('ra.action.clear_input_value'),
      openText: translate('ra.action.open'),
      closeText: translate('ra.action.close'),
    }),
    [translate],
  );
}

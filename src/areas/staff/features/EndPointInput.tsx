import { Autocomplete, TextField } from '@mui/material';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { FieldTitle, InputHelperText, maxLength, required, useInput, useTranslate } from 'react-admin';
import { useRegistry } from '../../../components/RegistryContext';
import { useStoredValueRules } from '../../../components/storedValues';
import { URL_LIMIT } from '../../../lib/textLimits';
import { consoleRoutes, endPointHasSpaces, endPointIsKnown } from './model';
import { useAutocompleteTexts } from '../../../components/autocompleteTexts';

const noSpaces = (value: unknown) => (endPointHasSpaces(value) ? 'resources.features.validation.endPoint_spaces' : undefined);
/** A path is a URL's: its length limit. A stored endpoint passes the rules it predates (useStoredValueRules). */
const RULES = [required('resources.features.validation.endPoint'), noSpaces, maxLength(URL_LIMIT, 'app.validation.max_length')];

/**
 * The route a sub-admin's menu entry opens. Free text, with the console's own routes of the chosen
 * portal offered as suggestions; a path that opens no screen is pointed out (not refused).
 */
export function EndPointInput() {
  const translate = useTranslate();
  const autocompleteTexts = useAutocompleteTexts();
  const source = useWatch({ name: 'source' }) as string | undefined;
  const resources = useRegistry();
  const options = useMemo(() => consoleRoutes(resources, source || undefined), [resources, source]);
  const { validate, hint } = useStoredValueRules('endPoint', RULES);
  const { id, field, fieldState, isRequired } = useInput({ source: 'endPoint', validate });
  const value = String(field.value ?? '');
  const invalid = Boolean(fieldState.error);
  const unknownRoute = !invalid && Boolean(source) && value.trim() !== '' && !endPointIsKnown(resources, value, source!);
  const helper = invalid
    ? undefined
    : hint
      ? hint
      : unknownRoute
        ? translate('resources.features.endPoint_unknown')
        : translate('resources.features.endPoint_help');
  return (
    <Autocomplete
      {...autocompleteTexts}
      freeSolo
      options={options}
      inputValue={value}
      onInputChange={(_, next) => field.onChange(next)}
      onChange={(_, next) => field.onChange(typeof next === 'string' ? next : '')}
      onBlur={field.onBlur}
      renderInput={(params) => (
        <TextField
          {...params}
          id={id}
          name={field.name}
          inputRef={field.ref}
          margin="dense"
          label={<FieldTitle label="resources.features.fields.endPoint" source="endPoint" isRequired={isRequired} />}
          error={invalid || unknownRoute}
          helperText={invalid ? <InputHelperText error={fieldState.error?.message} /> : helper}
          // A path reads left to right in every language: in Arabic its leading '/' would move to the end.
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, spellCheck: false, autoCapitalize: 'off', dir: 'ltr' } }}
        />
      )}
    />
  );
}

import { BUSINESS_TYPES, businessTypeName } from '../../core/choices';
import { StoredValuesContext, withStoredChoices } from '../../components/storedValues';
import { Box, Checkbox, FormControlLabel, Grid, MenuItem, Radio, RadioGroup, Switch, TextField, Typography } from '@mui/material';
import { Component, Suspense, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { AutocompleteArrayInput, RadioButtonGroupInput, SelectInput, required, useInput, useTranslate, type Validator } from 'react-admin';
import { ChoicesFailure } from '../../components/ChoicesFailure';
import { TextInput } from '../../components/TextInput';
import { latitude, longitude } from '../../lib/validators';
import { useFormContext, useWatch } from 'react-hook-form';
import type { Category } from '../../api/types';
import { googleMapsKey } from '../../config';
import { categoriesFor, useCategoryChoices } from '../catalogue/choices';
import { useCityChoices, useLocationLookup, useStateChoices } from '../locations/choices';
import { ALL_DAY, GARAGE_TYPES, defaultDays, type DayHours, type OpeningMode } from './model';
import { type CategoryChoice } from './saves';
import { placeToFormValues, type PlaceAddress } from './placesAddress';
import { lazyComponent } from '../../lib/lazyComponent';
import { cityNameOf, stateNameOf } from '../locations/names';

const T = 'resources.garageManagement';
const DEFAULT_DAYS = defaultDays();

// ---------------------------------------------------------------------------------------------
// 12-hour time picker: hour, minute, AM/PM (values 'hh:mm:ss A')
// ---------------------------------------------------------------------------------------------

const HOURS = Array.from({ length: 12 }, (_, index) => String(index + 1).padStart(2, '0'));
const MINUTES = Array.from({ length: 12 }, (_, index) => String(index * 5).padStart(2, '0'));

export function parseTime12(value: string | undefined): { hour: string; minute: string; period: 'AM' | 'PM' } {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?\s*(AM|PM)$/i.exec(value?.trim() ?? '');
  if (!match) return { hour: '09', minute: '00', period: 'AM' };
  return { hour: match[1].padStart(2, '0'), minute: match[2], period: match[3].toUpperCase() as 'AM' | 'PM' };
}

export const formatTime12 = (hour: string, minute: string, period: string) => `${hour}:${minute}:00 ${period}`;

function TimePicker12({ value, onChange, label, disabled }: { value: string; onChange: (value: string) => void; label: string; disabled?: boolean }) {
  const translate = useTranslate();
  const { hour, minute, period } = parseTime12(value);
  const minutes = MINUTES.includes(minute) ? MINUTES : [...MINUTES, minute].sort();
  const part = (name: string, current: string, options: string[], set: (next: string) => void) => (
    <TextField
      select
      size="small"
      value={current}
      disabled={disabled}
      onChange={(event) => set(event.target.value)}
      slotProps={{ select: { native: true }, htmlInput: { 'aria-label': `${label} ${translate(`${T}.hours.${name}`)}` } }}
      sx={{ minWidth: 68 }}
    >
      {options.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </TextField>
  );
  return (
    // A time reads hour, minute, AM/PM from the left in every language: in Arabic it was drawn 'AM 00 : 09'.
    <Box dir="ltr" sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }} role="group" aria-label={label}>
      {part('hour', hour, HOURS, (next) => onChange(formatTime12(next, minute, period)))}
      <span aria-hidden>:</span>
      {part('minute', minute, minutes, (next) => onChange(formatTime12(hour, next, period)))}
      {part('period', period, ['AM', 'PM'], (next) => onChange(formatTime12(hour, minute, next)))}
    </Box>
  );
}

// ---------------------------------------------------------------------------------------------
// Working hours: Manual Time (a row per day) or 24*7
// ---------------------------------------------------------------------------------------------

/** Opening mode and Monday-to-Sunday rows; choosing 24*7 resets the day slots. `closedControl`: Add uses a checkbox, Edit a switch. */
export function WorkingHoursInput({ closedControl }: { closedControl: 'checkbox' | 'switch' }) {
  const translate = useTranslate();
  const { field: mode } = useInput({ source: 'openingMode' });
  const { field: days } = useInput({ source: 'days' });
  const rows = (days.value as DayHours[] | undefined) ?? DEFAULT_DAYS;
  const update = (index: number, patch: Partial<DayHours>) =>
    days.onChange(rows.map((row, position) => (position === index ? { ...row, ...patch } : row)));
  const Control = closedControl === 'switch' ? Switch : Checkbox;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 1 }}>
      <Typography component="legend" variant="subtitle1">
        {translate(`${T}.hours.title`)}
      </Typography>
      <OpeningModeRadios
        value={mode.value as OpeningMode}
        onChange={(next) => {
          mode.onChange(next);
          if (next === '24x7') days.onChange(defaultDays());
        }}
      />
      {mode.value === '24x7' ? (
        <Typography color="text.secondary">{translate(`${T}.hours.all_day`, { start: ALL_DAY.start, end: ALL_DAY.end })}</Typography>
      ) : (
        rows.map((row, index) => {
          const dayName = translate(`${T}.days.${row.day}`);
          return (
            <Box key={row.day} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, py: 0.75 }} data-testid={`day-${row.day}`}>
              <Typography sx={{ width: 100, fontWeight: 500 }}>{dayName}</Typography>
              <TimePicker12
                label={`${dayName} ${translate(`${T}.hours.start`)}`}
                value={row.start}
                disabled={row.closed}
                onChange={(start) => update(index, { start })}
              />
              <TimePicker12
                label={`${dayName} ${translate(`${T}.hours.end`)}`}
                value={row.end}
                disabled={row.closed}
                onChange={(end) => update(index, { end })}
              />
              <FormControlLabel
                control={
                  <Control
                    checked={row.closed}
                    onChange={(event) => update(index, { closed: event.target.checked })}
                    slotProps={{ input: { 'aria-label': `${dayName} ${translate(`${T}.hours.closed_day`)}` } }}
                  />
                }
                label={translate(`${T}.hours.closed_day`)}
                slotProps={{ typography: { sx: { fontSize: 14 } } }}
              />
            </Box>
          );
        })
      )}
    </Box>
  );
}

function OpeningModeRadios({ value, onChange }: { value: OpeningMode; onChange: (value: OpeningMode) => void }) {
  const translate = useTranslate();
  return (
    <RadioGroup row aria-label={translate(`${T}.hours.mode`)} value={value} onChange={(event) => onChange(event.target.value as OpeningMode)}>
      <FormControlLabel value="manual" control={<Radio />} label={translate(`${T}.hours.manual`)} />
      <FormControlLabel value="24x7" control={<Radio />} label={translate(`${T}.hours.full`)} />
    </RadioGroup>
  );
}

// ---------------------------------------------------------------------------------------------
// Address: a plain address, area, state and city selects, latitude and longitude
// ---------------------------------------------------------------------------------------------

/** State and city selects by name (the calls send names); the city is disabled until a state is chosen. */
export function StateCityInputs() {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const { field: state } = useInput({ source: 'state' });
  const { field: city } = useInput({ source: 'city' });
  const states = useStateChoices();
  const chosen = states.data?.find((entry) => stateNameOf(entry) === state.value);
  const stateId = chosen ? String(chosen._id ?? (chosen as { id?: string }).id) : '';
  const cities = useCityChoices(stateId);
  const cityNames = (cities.data ?? []).map(cityNameOf).filter(Boolean);
  const cityOptions = city.value && !cityNames.includes(city.value) ? [city.value, ...cityNames] : cityNames;
  const stateOptions = (states.data ?? []).map(stateNameOf);
  if (state.value && !stateOptions.includes(state.value)) stateOptions.unshift(state.value);
  return (
    <>
      <ChoicesFailure query={states} field={`${T}.fields.state`} text={`${T}.errors.states`} />
      <ChoicesFailure query={cities} field={`${T}.fields.city`} text={`${T}.errors.cities`} />
      <Grid container columnSpacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            select
            fullWidth
            // As react-admin's inputs beside them: a dense margin and a helper line held.
            margin="dense"
            helperText=" "
            name="state"
            label={translate(`${T}.fields.state`)}
            value={state.value ?? ''}
            onChange={(event) => {
              state.onChange(event.target.value);
              setValue('city', '', { shouldDirty: true });
            }}
          >
            {stateOptions.map((name) => (
              <MenuItem key={name} value={name}>
                {name}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            select
            fullWidth
            margin="dense"
            helperText=" "
            name="city"
            label={translate(`${T}.fields.city`)}
            value={city.value ?? ''}
            disabled={!state.value}
            onChange={(event) => city.onChange(event.target.value)}
          >
            {cityOptions.map((name) => (
              <MenuItem key={name} value={name}>
                {name}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
      </Grid>
    </>
  );
}

// Google's Places autocomplete: its own chunk, fetched only when a maps key is set (built in or
// from /config.json, applied before this module loads).
const PlacesAutocomplete = googleMapsKey ? lazyComponent(() => import('./PlacesAutocomplete')) : null;

/** Renders nothing once its children throw (a chunk that fails to load, the widget failing). */
class PlacesBoundary extends Component<{ onError: () => void; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch() {
    this.props.onError();
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** A chosen place -> address, area, state, city (spelt as their lists spell them) and coordinates. */
function useFillFromPlace() {
  const { setValue } = useFormContext();
  const lookup = useLocationLookup();
  return useCallback(
    async (place: PlaceAddress) => {
      const values = await placeToFormValues(place, lookup);
      for (const [name, value] of Object.entries(values)) setValue(name, value, { shouldDirty: true, shouldValidate: name === 'area' });
    },
    [setValue, lookup],
  );
}

/**
 * A coordinate the server holds is kept when sent empty (the save leaves an empty one out), so
 * clearing it is refused with a message rather than reported saved.
 */
function useCoordinateKept(source: 'latitude' | 'longitude'): Validator {
  const stored = useContext(StoredValuesContext);
  return (value) =>
    String(value ?? '').trim() === '' && String(stored?.[source] ?? '').trim() !== '' ? `${T}.validation.coordinate_kept` : undefined;
}

/**
 * Address: with VITE_GOOGLE_MAPS_KEY, Google's Places search above the fields fills them; without a
 * key, or once the script, key or Places API fails, only the typed address, state and city selects
 * and coordinates (never a broken widget).
 */
export function AddressInputs({ areaRequired }: { areaRequired?: boolean }) {
  const latitudeKept = useCoordinateKept('latitude');
  const longitudeKept = useCoordinateKept('longitude');
  const translate = useTranslate();
  const [placesFailed, setPlacesFailed] = useState(false);
  const unavailable = useCallback(() => setPlacesFailed(true), []);
  const fillFromPlace = useFillFromPlace();
  return (
    <>
      {PlacesAutocomplete && googleMapsKey && !placesFailed ? (
        <PlacesBoundary onError={unavailable}>
          <Suspense fallback={null}>
            <PlacesAutocomplete
              apiKey={googleMapsKey}
              label={translate(`${T}.fields.place_search`)}
              onPlace={(place) => void fillFromPlace(place)}
              onUnavailable={unavailable}
            />
          </Suspense>
        </PlacesBoundary>
      ) : null}
      <TextInput source="address" label={`${T}.fields.address`} fullWidth multiline />
      <TextInput source="area" label={`${T}.fields.area`} fullWidth validate={areaRequired ? required(`${T}.validation.area`) : undefined} />
      <StateCityInputs />
      <Grid container columnSpacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput source="latitude" label={`${T}.fields.latitude`} type="number" validate={[latitude, latitudeKept]} fullWidth />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput source="longitude" label={`${T}.fields.longitude`} type="number" validate={[longitude, longitudeKept]} fullWidth />
        </Grid>
      </Grid>
    </>
  );
}

// ---------------------------------------------------------------------------------------------
// Business type, vehicle type, categories narrowed by the vehicle type
// ---------------------------------------------------------------------------------------------

export function BusinessTypeInput() {
  // A type stored as its code (1–3) shows its name and goes back as the code unless another is chosen.
  const stored: unknown = useFormContext().formState.defaultValues?.businessType;
  const choices = withStoredChoices<{ id: unknown; name: string }>(BUSINESS_TYPES, 'id', stored, (value) => ({
    id: stored,
    name: BUSINESS_TYPES.find((choice) => choice.id === businessTypeName(value))?.name ?? value,
  }));
  return (
    <SelectInput
      source="businessType"
      label={`${T}.fields.businessType`}
      choices={choices}
      validate={required(`${T}.validation.businessType`)}
      fullWidth
    />
  );
}

export function GarageTypeInput({ message }: { message: string }) {
  return <RadioButtonGroupInput source="garageType" label={`${T}.fields.garageType`} choices={GARAGE_TYPES} validate={required(message)} />;
}

/**
 * The picked categories a new vehicle type keeps: those it allows, and those the active catalogue does
 * not know (inactive, or held by name only), whose vehicle type cannot be told and which stay as held.
 */
export function categoriesKept(picked: readonly string[], catalogue: readonly Category[], garageType: unknown): string[] {
  const allowed = new Set(categoriesFor(catalogue, garageType).map((entry) => entry._id));
  return picked.filter((id) => allowed.has(id) || !catalogue.some((entry) => entry._id === id));
}

/**
 * The categories picker. `held` are the categories the garage had (model.categoriesHeld): one the
 * active catalogue does not offer (inactive, unknown, known by name only) stays shown and is sent back.
 */
export function CategoriesInput({ isRequired, held = [] }: { isRequired?: boolean; held?: readonly CategoryChoice[] }) {
  const garageType = useWatch({ name: 'garageType' });
  const categoryList = useCategoryChoices({ activeOnly: true });
  const { data = [] } = categoryList;
  const { setValue, getValues } = useFormContext();
  // What the garage had when the form opened, under the vehicle type it had then.
  const [opened] = useState(() => ({ garageType, categories: (getValues('categories') as string[] | undefined) ?? [] }));
  const offered = categoriesFor(data, garageType);
  // Held categories the active catalogue does not know: shown (and kept) whatever the vehicle type.
  const unknownHeld = held.filter((entry) => opened.categories.includes(entry._id) && !data.some((known) => known._id === entry._id));
  // A saved garage keeps categories its vehicle type would not offer today (a bike category on a
  // 4W garage): they stay shown, so saving another field never drops them.
  const choices =
    garageType === opened.garageType
      ? [...offered, ...data.filter((entry) => opened.categories.includes(entry._id) && !offered.includes(entry)), ...unknownHeld]
      : [...offered, ...unknownHeld];
  const typeApplied = useRef(garageType);
  useEffect(() => {
    if (typeApplied.current === garageType || data.length === 0) return;
    typeApplied.current = garageType;
    // A vehicle type the user changes drops the catalogue's categories it no longer allows.
    const current = (getValues('categories') as string[] | undefined) ?? [];
    const kept = categoriesKept(current, data, garageType);
    if (kept.length !== current.length) setValue('categories', kept);
  }, [garageType, data, getValues, setValue]);
  return (
    <>
      <ChoicesFailure query={categoryList} field={`${T}.fields.categories`} />
      <AutocompleteArrayInput
        source="categories"
        label={`${T}.fields.categories`}
        choices={choices}
        optionValue="_id"
        optionText="categoryName"
        // A garage saved without categories (Add Garage allows it) is not refused them for another edit.
        validate={isRequired && opened.categories.length > 0 ? required(`${T}.validation.categories`) : undefined}
        fullWidth
      />
    </>
  );
}

/** A single opt-in checkbox bound to the form (react-admin's BooleanInput is a switch). */
export function CheckboxInput({ source, label }: { source: string; label: string }) {
  const translate = useTranslate();
  const { field } = useInput({ source });
  return (
    <FormControlLabel
      control={<Checkbox name={source} checked={Boolean(field.value)} onChange={(event) => field.onChange(event.target.checked)} />}
      label={translate(label)}
    />
  );
}

/// <reference types="google.maps" />
/**
 * Google's new Places autocomplete (`PlaceAutocompleteElement`) for the garage address. Loaded with
 * a dynamic import only when VITE_GOOGLE_MAPS_KEY is set, so neither this file nor
 * @vis.gl/react-google-maps is in the bundle otherwise. Any failure (script, key, Places API,
 * a place's details) calls `onUnavailable` and the form keeps its plain address fields.
 */
import { Box, Typography, useTheme } from '@mui/material';
import { APILoadingStatus, APIProvider, useApiLoadingStatus, useMapsLibrary } from '@vis.gl/react-google-maps';
import { useCallback, useEffect, useRef } from 'react';
import { PLACE_FIELDS, addressFromPlace, type PlaceAddress } from './placesAddress';

/** Garages, states and cities are Indian; English names match the state and city lists. */
const REGION_CODES = ['in'];
const RESULT_LANGUAGE = 'en';
const LIBRARIES = ['places'];

export interface PlacesAutocompleteProps {
  apiKey: string;
  label: string;
  onPlace: (place: PlaceAddress) => void;
  onUnavailable: () => void;
}

declare global {
  interface Window {
    /** Called by the Maps JavaScript API when the key is refused (https://developers.google.com/maps/documentation/javascript/events#auth-errors). */
    gm_authFailure?: () => void;
  }
}

/** Keeps the latest callback without re-running effects that use it. */
function useLatest<T>(value: T) {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}

export default function PlacesAutocomplete({ apiKey, ...props }: PlacesAutocompleteProps) {
  const unavailable = useLatest(props.onUnavailable);
  // Stable: APIProvider reloads when onError changes identity.
  const onError = useCallback(() => unavailable.current(), [unavailable]);
  useEffect(() => {
    // The script loads but Google refuses the key (wrong key, referrer not allowed, billing): only this global hears it.
    const previous = window.gm_authFailure;
    window.gm_authFailure = () => {
      previous?.();
      unavailable.current();
    };
    return () => {
      window.gm_authFailure = previous;
    };
  }, [unavailable]);
  return (
    <APIProvider apiKey={apiKey} libraries={LIBRARIES} onError={onError}>
      <PlaceSearch {...props} />
    </APIProvider>
  );
}

function PlaceSearch({ label, onPlace, onUnavailable }: Omit<PlacesAutocompleteProps, 'apiKey'>) {
  const status = useApiLoadingStatus();
  const places = useMapsLibrary('places');
  const container = useRef<HTMLDivElement>(null);
  const element = useRef<google.maps.places.PlaceAutocompleteElement | null>(null);
  const mode = useTheme().palette.mode;
  const latest = useLatest({ onPlace, onUnavailable });

  useEffect(() => {
    if (status === APILoadingStatus.FAILED || status === APILoadingStatus.AUTH_FAILURE) latest.current.onUnavailable();
  }, [status, latest]);

  useEffect(() => {
    const host = container.current;
    if (!places || !host) return;
    let widget: google.maps.places.PlaceAutocompleteElement;
    try {
      widget = new places.PlaceAutocompleteElement({ includedRegionCodes: REGION_CODES, requestedLanguage: RESULT_LANGUAGE });
    } catch {
      latest.current.onUnavailable();
      return;
    }
    widget.style.width = '100%';
    let request = 0;
    const select = async (event: google.maps.places.PlacePredictionSelectEvent) => {
      const current = ++request;
      try {
        const place = event.placePrediction.toPlace();
        await place.fetchFields({ fields: PLACE_FIELDS });
        // A later choice supersedes one still fetching.
        if (current === request) latest.current.onPlace(addressFromPlace(place));
      } catch {
        latest.current.onUnavailable();
      }
    };
    // Requests refused (e.g. Places API (New) not enabled for the key).
    const error = () => latest.current.onUnavailable();
    widget.addEventListener('gmp-select', select);
    widget.addEventListener('gmp-error', error);
    host.append(widget);
    element.current = widget;
    return () => {
      widget.removeEventListener('gmp-select', select);
      widget.removeEventListener('gmp-error', error);
      widget.remove();
      element.current = null;
    };
  }, [places, latest]);

  useEffect(() => {
    const widget = element.current;
    if (!widget) return;
    widget.placeholder = label;
    widget.description = label;
    widget.style.colorScheme = mode;
  }, [label, mode, places]);

  return (
    <Box sx={{ mb: 1 }}>
      <Typography variant="body2" color="text.secondary" component="div" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <div ref={container} data-testid="places-autocomplete" />
    </Box>
  );
}

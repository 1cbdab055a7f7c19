import { SaveFailure } from '../../../api/failures';

const T = 'resources.ourGarage.location';

/**
 * The browser's position for the Edit Garage save (002 §5). When the browser cannot or will not
 * tell, the save stops with a warning saying why, instead of the spec's console-only message.
 */
export function browserPosition(timeoutMs = 15_000): Promise<{ latitude: number; longitude: number }> {
  return new Promise((resolve, reject) => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      reject(new SaveFailure(`${T}.unsupported`, 'warning'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      (error) => reject(new SaveFailure(error.code === error.PERMISSION_DENIED ? `${T}.denied` : `${T}.unavailable`, 'warning')),
      { timeout: timeoutMs, maximumAge: 60_000 },
    );
  });
}

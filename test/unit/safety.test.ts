import { describe, expect, it } from 'vitest';
import { ApiError, requireResponseCode } from '../../src/api/http';
import { safeNextPath } from '../../src/auth/nextPath';
import { failureNotice, SaveFailure } from '../../src/components/FormDialog';

const ORIGIN = 'https://console.example.in';
/** As the sign-in page reads it: `/login?next=...`. */
const nextOf = (query: string) => safeNextPath(new URLSearchParams(query).get('next'), ORIGIN);

describe('sign-in return path', () => {
  it('follows a path of the console', () => {
    expect(nextOf('next=%2Fadmin%2Fcategory%3Fpage%3D2')).toBe('/admin/category?page=2');
    expect(nextOf('next=/admins/dashboard')).toBe('/admins/dashboard');
  });

  it.each(['/%5Cevil.example', '/%5C%2Fevil.example', '/%09/evil.example', '/%0A/evil.example', '//evil.example', 'https://evil.example/admin', '/login', '/%2E%2E/evil'])(
    'refuses %s and opens the dashboard instead',
    (next) => {
      expect(nextOf(`next=${next}`)).toBe('/admin/dashboard');
    },
  );
});

describe('refusals carry the server words', () => {
  it('Add Category: any responseCode other than 200 warns with the server message (000 §8)', () => {
    let thrown: unknown;
    try {
      requireResponseCode({ responseCode: 409, message: 'Category already exists' }, [200]);
    } catch (error) {
      thrown = error;
    }
    expect(failureNotice(thrown, 'app.errors.save_failed')).toEqual({ message: 'Category already exists', type: 'warning' });
  });

  it('shows the server message of any refusal and of a server fault, else the documented fallback', () => {
    expect(failureNotice(new ApiError('City exists', 409, undefined, { message: 'City exists' }), 'fallback')).toEqual({ message: 'City exists', type: 'warning' });
    expect(failureNotice(new ApiError('Database down', 500, undefined, { message: 'Database down' }), 'fallback')).toEqual({ message: 'Database down', type: 'error' });
    expect(failureNotice(new ApiError('Internal Server Error', 500), 'fallback')).toEqual({ message: 'fallback', type: 'error' });
    expect(failureNotice(new ApiError('Network error', 0), 'fallback')).toEqual({ message: 'app.errors.network', type: 'error' });
    expect(failureNotice(new SaveFailure('Subadmin with this details already created', 'warning'), 'fallback')).toEqual({
      message: 'Subadmin with this details already created',
      type: 'warning',
    });
  });
});

// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../src/lib/sanitize';

describe('sanitizeHtml', () => {
  it('keeps formatting and drops scripts, event handlers and javascript: links', () => {
    const dirty =
      '<h2>Car service</h2><p onclick="steal()">Fast <b>and</b> <a href="javascript:alert(1)">cheap</a></p><script>alert(1)</script><img src=x onerror="alert(1)">';
    const clean = sanitizeHtml(dirty);
    expect(clean).toContain('<h2>Car service</h2>');
    expect(clean).toContain('<b>and</b>');
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:/i);
  });

  it('returns an empty string for nothing', () => {
    expect(sanitizeHtml(undefined)).toBe('');
  });
});

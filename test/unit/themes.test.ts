import { createTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { themeFor } from '../../src/layout/themes';

describe('themes', () => {
  it('drops transitions and ripples when the system asks for reduced motion', () => {
    const reduced = createTheme(themeFor('lite', 'ltr', true));
    expect(reduced.transitions.create('opacity')).toBe('none');
    expect(reduced.transitions.duration.enteringScreen).toBe(0);
    expect(reduced.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
  });

  it('keeps the usual motion otherwise, mirrored for Arabic', () => {
    const usual = createTheme(themeFor('dark', 'rtl', false));
    expect(usual.transitions.create('opacity')).toContain('opacity');
    expect(usual.direction).toBe('rtl');
    expect(usual.palette.mode).toBe('dark');
  });
});

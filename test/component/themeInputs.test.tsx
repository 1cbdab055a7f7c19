import { CssBaseline, TextField } from '@mui/material';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { themeFor } from '../../src/layout/themes';

/** Every style rule the page holds, as Emotion wrote them. */
const pageStyles = () => Array.from(document.querySelectorAll('style'), (style) => style.textContent ?? '').join('\n');
const count = (text: string, part: string) => text.split(part).length - 1;

describe("the console's inputs", () => {
  it('share one copy of the autofill keyframes and keep the animations by which they notice autofill', () => {
    render(
      <ThemeProvider theme={createTheme(themeFor('lite', 'ltr', false))}>
        <CssBaseline />
        {['Search', 'From', 'To', 'Status', 'City'].map((label) => (
          <TextField key={label} label={label} />
        ))}
      </ThemeProvider>,
    );
    expect(screen.getAllByRole('textbox')).toHaveLength(5);
    const styles = pageStyles();
    // One copy, not one style sheet per input.
    expect(count(styles, '@keyframes mui-auto-fill{')).toBe(1);
    expect(count(styles, '@keyframes mui-auto-fill-cancel{')).toBe(1);
    expect(styles).toMatch(/animation-name:mui-auto-fill-cancel;/);
    expect(styles).toMatch(/:-webkit-autofill\{[^}]*animation-name:mui-auto-fill;/);
  });
});

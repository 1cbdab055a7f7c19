import { CssBaseline, TextField } from '@mui/material';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { render, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { themeFor } from '../../src/layout/themes';

/** Every style rule the page holds, as Emotion wrote them. */
const pageStyles = () => Array.from(document.querySelectorAll('style'), (style) => style.textContent ?? '').join('\n');
const count = (text: string, part: string) => text.split(part).length - 1;

describe("the console's inputs", () => {
  it('share one copy of the autofill keyframes and keep the animations by which they notice autofill', () => {
    // Screens other tests left mounted hold their own copy: what these five inputs add is counted.
    const copiesBefore = count(pageStyles(), '@keyframes mui-auto-fill{');
    const { container } = render(
      <ThemeProvider theme={createTheme(themeFor('lite', 'ltr', false))}>
        <CssBaseline />
        {['Search', 'From', 'To', 'Status', 'City'].map((label) => (
          <TextField key={label} label={label} />
        ))}
      </ThemeProvider>,
    );
    expect(within(container).getAllByRole('textbox')).toHaveLength(5);
    const styles = pageStyles();
    // One copy with the page's base styles, not a style sheet per input.
    expect(count(styles, '@keyframes mui-auto-fill{') - copiesBefore).toBe(1);
    expect(styles).toMatch(/@keyframes mui-auto-fill-cancel\{/);
    expect(styles).toMatch(/animation-name:mui-auto-fill-cancel;/);
    expect(styles).toMatch(/:-webkit-autofill\{[^}]*animation-name:mui-auto-fill;/);
  });
});

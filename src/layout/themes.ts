import { drawerClasses } from '@mui/material/Drawer';
import { inputBaseClasses } from '@mui/material/InputBase';
import { inputLabelClasses } from '@mui/material/InputLabel';
import { listItemIconClasses } from '@mui/material/ListItemIcon';
import { listItemTextClasses } from '@mui/material/ListItemText';
import { outlinedInputClasses } from '@mui/material/OutlinedInput';
import { selectClasses } from '@mui/material/Select';
import { svgIconClasses } from '@mui/material/SvgIcon';
import { typographyClasses } from '@mui/material/Typography';
import deepmerge from '@mui/utils/deepmerge';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import type { Direction } from '../../i18n/locales';

import type { ThemeName } from './themeNames';

export { THEME_NAMES, type ThemeName } from './themeNames';

/** Drawer under 992 px (spec 000 §9): react-admin's layout turns to a temporary drawer below `sm`. */
const breakpoints = { values: { xs: 0, sm: 992, md: 1200, lg: 1440, xl: 1920 } };

const navy = '#1b2535';
const semiDarkNavigation: RaThemeOptions = {
  components: {
    RaSidebar: {
      styleOverrides: {
        root: {
          [`& .RaSidebar-fixed, & .${drawerClasses.paper}`]: { backgroundColor: navy, color: '#f1f5f9' },
          [`& .${listItemIconClasses.root}, & .${svgIconClasses.root}, & .${listItemTextClasses.root}, & .${typographyClasses.root}`]: {
            color: '#e2e8f0',
          },
          '& .RaMenuItemLink-active': { color: '#ffffff', backgroundColor: 'rgba(255,255,255,0.12)' },
          [`& .${inputBaseClasses.root}, & .${selectClasses.select}`]: { color: '#f1f5f9' },
          [`& .${outlinedInputClasses.notchedOutline}`]: { borderColor: 'rgba(255,255,255,0.4)' },
          [`& .${inputLabelClasses.root}`]: { color: '#e2e8f0' },
        },
      },
    },
    RaAppBar: { styleOverrides: { root: { '& .RaAppBar-toolbar': { backgroundColor: navy, color: '#ffffff' } } } },
  },
};

/**
 * The default blues fail WCAG AA on the light background (#2196f3 app bar 3.1:1, #1976d2 text buttons
 * 4.4:1); #1565c0 gives 5.6:1 against white. The same holds for the notification colours below.
 */
const accessibleLight: RaThemeOptions = {
  palette: {
    primary: { main: '#1565c0', contrastText: '#ffffff' },
    secondary: { main: '#1565c0', contrastText: '#ffffff' },
    // Notifications: MUI's default orange and light blue give white text 3:1 and 3.9:1.
    warning: { main: '#b45309', contrastText: '#ffffff' },
    info: { main: '#01579b', contrastText: '#ffffff' },
  },
};

/**
 * In the dark theme each colour's text is the one of black and white that reads at WCAG AA: MUI's
 * default threshold (3:1) left white on the red of Deactivate and Delete at 3.7:1.
 */
const accessibleDark: RaThemeOptions = { palette: { contrastThreshold: 4.5 } };

/** On a phone (narrower than 600 px) every dialog takes the whole screen, as MUI's `fullScreen` lays it out. */
const PHONE_WIDTH = 600;
const phoneDialogs: RaThemeOptions = {
  components: {
    MuiDialog: {
      styleOverrides: {
        paper: {
          [`@media (max-width: ${PHONE_WIDTH - 0.05}px)`]: {
            margin: 0,
            width: '100%',
            maxWidth: '100%',
            height: '100%',
            maxHeight: 'none',
            borderRadius: 0,
          },
        },
      },
    },
  },
};

/** People who ask their system for less motion get no transitions or ripples (WCAG 2.3.3). */
const reducedMotion: RaThemeOptions = {
  transitions: {
    create: () => 'none',
    duration: { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 },
  },
  components: { MuiButtonBase: { defaultProps: { disableRipple: true } } },
};

/**
 * A checkbox named with `aria-label` (react-admin's row and page selection) carries the name on its
 * input, where assistive technology reads it, not on the decorative span around it.
 */
const labelledCheckboxes: RaThemeOptions = {
  components: {
    MuiCheckbox: {
      defaultProps: {
        slotProps: {
          root: { 'aria-label': undefined },
          input: (ownerState: { 'aria-label'?: string }) => ({ 'aria-label': ownerState['aria-label'] }),
        },
      },
    },
  },
};

/** MUI's names for the animations by which an input notices the browser's autofill (InputBase). */
const AUTOFILL = 'mui-auto-fill';
const AUTOFILL_CANCEL = 'mui-auto-fill-cancel';
/**
 * Each MUI input mounts a global style of its own for the autofill keyframes (InputBase's GlobalStyles,
 * a style sheet inserted per input): the filter bar's five fields mounted five in the commit after the
 * first rows, a dialog's form one per field. The keyframes are written once, with the page's base
 * styles, and every input keeps MUI's autofill animations, so a field the browser fills still shows it.
 */
const autofillKeyframesOnce: RaThemeOptions = {
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        [`@keyframes ${AUTOFILL}`]: { from: { animationName: AUTOFILL } },
        [`@keyframes ${AUTOFILL_CANCEL}`]: { from: { animationName: AUTOFILL_CANCEL } },
      },
    },
    MuiInputBase: {
      defaultProps: { disableInjectingGlobalStyles: true },
      styleOverrides: {
        input: {
          animationName: AUTOFILL_CANCEL,
          animationDuration: '10ms',
          '&:-webkit-autofill': { animationDuration: '5000s', animationName: AUTOFILL },
        },
      },
    },
  },
};

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function themeFor(name: ThemeName, direction: Direction, reduceMotion = prefersReducedMotion()): RaThemeOptions {
  const base =
    name === 'dark' ? deepmerge<RaThemeOptions>(defaultDarkTheme, accessibleDark) : deepmerge<RaThemeOptions>(defaultLightTheme, accessibleLight);
  const withNavigation = name === 'semi-dark' ? deepmerge<RaThemeOptions>(base, semiDarkNavigation) : base;
  const withMotion = reduceMotion ? deepmerge<RaThemeOptions>(withNavigation, reducedMotion) : withNavigation;
  return [phoneDialogs, labelledCheckboxes, autofillKeyframesOnce, { direction, breakpoints }].reduce(
    (theme, part) => deepmerge<RaThemeOptions>(theme, part),
    withMotion,
  );
}

import AccountCircle from '@mui/icons-material/AccountCircle';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import RefreshIcon from '@mui/icons-material/Refresh';
import PaletteIcon from '@mui/icons-material/Palette';
import LanguageIcon from '@mui/icons-material/Translate';
import { Button, CircularProgress, IconButton, Menu, MenuItem, useMediaQuery, type Theme } from '@mui/material';
import { styled, useTheme } from '@mui/material/styles';
import { useCallback, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useGetIdentity, useLoading, useLocales, useLocaleState, UserMenuContextProvider, useTranslate } from 'react-admin';
import { useRefreshScreen } from '../components/useRefreshScreen';
import { BarTip } from './BarTip';
import { THEME_CHOICES } from './themeNames';
import { useThemeChoice } from './themeState';

/**
 * The app bar's refresh button, spinning while a query is in flight, as react-admin's
 * LoadingIndicator draws it (its classes and styles), with its tooltip drawn when first wanted (BarTip).
 */
export function BarRefresh() {
  const translate = useTranslate();
  const loading = useLoading();
  const refresh = useRefreshScreen();
  const label = translate('ra.action.refresh', { _: 'Refresh' });
  return (
    <RefreshRoot className="RaLoadingIndicator-root">
      <BarTip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          className={`RaLoadingIndicator-loadedIcon${loading ? ' RaLoadingIndicator-loadedLoading' : ''}`}
          onClick={(event) => {
            event.preventDefault();
            refresh();
          }}
        >
          <RefreshIcon />
        </IconButton>
      </BarTip>
      {loading && (
        // Named for screen readers.
        <CircularProgress
          className="app-loader RaLoadingIndicator-loader"
          aria-label={translate('ra.page.loading')}
          color="inherit"
          size={16}
          thickness={6}
        />
      )}
    </RefreshRoot>
  );
}

const RefreshRoot = styled('div')({
  position: 'relative',
  '& .RaLoadingIndicator-loadedIcon.RaLoadingIndicator-loadedLoading': { opacity: 0 },
  // The spinner drawn over the button lets the pointer through: one appearing under the pointer would
  // take it off the button (its tooltip closing) and a click meant for Refresh would fall on it.
  '& .RaLoadingIndicator-loader': { position: 'absolute', top: '30%', left: '30%', pointerEvents: 'none' },
});

/** Below the button, from its end edge, inward (the left one in Arabic: MUI's origins do not mirror). */
const ORIGINS = {
  ltr: { anchor: { vertical: 'bottom', horizontal: 'right' }, transform: { vertical: 'top', horizontal: 'right' } },
  rtl: { anchor: { vertical: 'bottom', horizontal: 'left' }, transform: { vertical: 'top', horizontal: 'left' } },
} as const;

/**
 * The app bar's user menu, as react-admin's UserMenu draws it (the account's name on a button from
 * 600 px, else an icon button named Profile), its entries in `children`; the icon button's tooltip
 * drawn when first wanted (BarTip).
 */
export function BarUserMenu({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  // The menu hangs from the button's box, which stays: the button itself turns from the icon into the
  // account's name when the identity arrives, and a menu opened just before would hang from nothing.
  const root = useRef<HTMLDivElement>(null);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { isPending, identity } = useGetIdentity();
  const largeEnough = useMediaQuery<Theme>((theme) => theme.breakpoints.up('sm'));
  const origins = ORIGINS[useTheme().direction];
  const onClose = useCallback(() => setAnchor(null), []);
  const context = useMemo(() => ({ onClose }), [onClose]);
  const label = translate('ra.auth.user_menu', { _: 'Profile' });
  const open = () => setAnchor(root.current);
  return (
    <div className="RaUserMenu-root" ref={root}>
      {largeEnough && !isPending && identity?.fullName ? (
        <Button
          aria-label={label}
          className="RaUserMenu-userButton"
          color="inherit"
          startIcon={<AccountCircle />}
          onClick={open}
          variant="text"
          sx={{ textTransform: 'none', marginInlineStart: '4px' }}
        >
          {identity.fullName}
        </Button>
      ) : (
        <BarTip title={label}>
          <IconButton aria-label={label} aria-owns={anchor ? 'menu-appbar' : undefined} aria-haspopup color="inherit" onClick={open}>
            <AccountCircle />
          </IconButton>
        </BarTip>
      )}
      <UserMenuContextProvider value={context}>
        <Menu
          id="menu-appbar"
          disableScrollLock
          anchorEl={anchor}
          anchorOrigin={origins.anchor}
          transformOrigin={origins.transform}
          open={Boolean(anchor)}
          onClose={onClose}
        >
          {children}
        </Menu>
      </UserMenuContextProvider>
    </div>
  );
}

/**
 * The language menu, as react-admin's LocalesMenuButton draws it (the language's name between its
 * icons), its menu drawn from its first opening on: react-admin's keeps its entries mounted, and
 * their list rendered them twice more inside the commit that mounts the bar.
 */
export function BarLanguageMenu() {
  const languages = useLocales();
  const [locale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const menuId = useId();
  return (
    <span className="RaLocalesMenuButton-root">
      <Button
        color="inherit"
        variant="text"
        aria-controls={opened ? menuId : undefined}
        aria-haspopup="true"
        onClick={(event) => {
          setOpened(true);
          setAnchor(event.currentTarget);
        }}
        startIcon={<LanguageIcon />}
        endIcon={<ExpandMoreIcon fontSize="small" />}
      >
        {languages.find((language) => language.locale === locale)?.name ?? ''}
      </Button>
      {opened && <LanguageChoices id={menuId} anchor={anchor} onClose={() => setAnchor(null)} />}
    </span>
  );
}

interface ChoicesProps {
  id?: string;
  anchor: HTMLElement | null;
  onClose: () => void;
  /** Where the focus goes on closing is the opener's to decide (the phone's overflow menu). */
  disableRestoreFocus?: boolean;
}

interface Choice<Value extends string> {
  value: Value;
  label: string;
  /** The language the label is written in, for screen readers. */
  lang?: string;
}

/** A menu of choices, the current one selected; a choice is applied, then the menu closes. */
function ChoiceMenu<Value extends string>({
  id,
  anchor,
  onClose,
  disableRestoreFocus,
  choices,
  chosen,
  onChoose,
}: ChoicesProps & { choices: readonly Choice<Value>[]; chosen: Value; onChoose: (value: Value) => void }) {
  return (
    <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={onClose} disableRestoreFocus={disableRestoreFocus}>
      {choices.map(({ value, label, lang }) => (
        <MenuItem
          key={value}
          lang={lang}
          selected={value === chosen}
          onClick={() => {
            onChoose(value);
            onClose();
          }}
        >
          {label}
        </MenuItem>
      ))}
    </Menu>
  );
}

/** The languages: a choice switches the console's language. */
export function LanguageChoices(props: ChoicesProps) {
  const languages = useLocales();
  const [locale, setLocale] = useLocaleState();
  const choices = languages.map(({ locale: value, name }) => ({ value, label: name, lang: value }));
  return <ChoiceMenu {...props} choices={choices} chosen={locale} onChoose={setLocale} />;
}

/** The theme button; its menu (a popover and a modal) is drawn from its first opening on, not with the console's first screen. */
export function ThemeMenu() {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const label = translate('app.theme.label');
  return (
    <>
      <BarTip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="menu"
          onClick={(event) => {
            setOpened(true);
            setAnchor(event.currentTarget);
          }}
        >
          <PaletteIcon />
        </IconButton>
      </BarTip>
      {opened && <ThemeChoices anchor={anchor} onClose={() => setAnchor(null)} />}
    </>
  );
}

/** The themes (the system's scheme first). */
export function ThemeChoices(props: ChoicesProps) {
  const translate = useTranslate();
  const [choice, setChoice] = useThemeChoice();
  const choices = THEME_CHOICES.map((value) => ({ value, label: translate(`app.theme.${value}`) }));
  return <ChoiceMenu {...props} choices={choices} chosen={choice} onChoose={setChoice} />;
}

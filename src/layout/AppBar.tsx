import PaletteIcon from '@mui/icons-material/Palette';
import { IconButton, Menu, MenuItem, Tooltip } from '@mui/material';
import { memo, useState } from 'react';
import { AppBar as RaAppBar, LoadingIndicator, LocalesMenuButton, TitlePortal, useTranslate } from 'react-admin';
import { DiagnosticsButton } from './DiagnosticsButton';
import { Finder } from './Finder';
import { ConsoleUserMenu, ShortcutsProvider } from './Shortcuts';
import { THEME_CHOICES } from './themeNames';
import { useThemeChoice } from './themeState';

function ThemeMenu() {
  const translate = useTranslate();
  const [choice, setChoice] = useThemeChoice();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // The menu (a popover and a modal) is drawn from its first opening on, not with the console's first screen.
  const [opened, setOpened] = useState(false);
  const label = translate('app.theme.label');
  return (
    <>
      <Tooltip title={label}>
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
      </Tooltip>
      {opened && (
        <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
          {THEME_CHOICES.map((name) => (
            <MenuItem
              key={name}
              selected={name === choice}
              onClick={() => {
                setChoice(name);
                setAnchor(null);
              }}
            >
              {translate(`app.theme.${name}`)}
            </MenuItem>
          ))}
        </Menu>
      )}
    </>
  );
}

/** Memoised: react-admin's layout renders again with each auth and permission answer; the bar reads its own state. */
export const AppBar = memo(function AppBar() {
  const translate = useTranslate();
  return (
    <ShortcutsProvider>
      <RaAppBar
        userMenu={<ConsoleUserMenu />}
        toolbar={
          <>
            <Finder />
            <LocalesMenuButton />
            <ThemeMenu />
            <DiagnosticsButton />
            {/* react-admin's refresh button, spinning while a query is in flight; the spinner is named for screen readers. */}
            <LoadingIndicator aria-label={translate('ra.page.loading')} />
          </>
        }
      >
        <TitlePortal />
      </RaAppBar>
    </ShortcutsProvider>
  );
});

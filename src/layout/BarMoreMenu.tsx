import MoreVertIcon from '@mui/icons-material/MoreVert';
import PaletteIcon from '@mui/icons-material/Palette';
import LanguageIcon from '@mui/icons-material/Translate';
import TroubleshootIcon from '@mui/icons-material/Troubleshoot';
import { Badge, IconButton, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useEffect, useState } from 'react';
import { useLocales, useLocaleState, useTranslate } from 'react-admin';
import { DIAGNOSTICS_ROUTE } from '../auth/permissions';
import { BarTip } from './BarTip';
import { LanguageChoices, ThemeChoices } from './BarButtons';
import { RouteLink } from './consoleRouter';
import { useDiagnosticsEntry } from './DiagnosticsButton';
import { useThemeChoice } from './themeState';

type Opened = 'more' | 'language' | 'theme' | 'closed';

/**
 * On a phone, the bar's language, theme and diagnostics in one menu: as six buttons they left the
 * screen's title its first letters. Language and Theme open their own choices where the menu was; a
 * dot on the button tells the administrator the session has seen deviations.
 */
export default function BarMoreMenu() {
  const translate = useTranslate();
  const languages = useLocales();
  const [locale] = useLocaleState();
  const [theme] = useThemeChoice();
  const diagnostics = useDiagnosticsEntry();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState<Opened>('closed');
  const close = () => setOpened('closed');
  // The menus unmount as they close; the focus goes back to the button once they are gone.
  useEffect(() => {
    if (opened === 'closed' && anchor?.isConnected && !anchor.contains(document.activeElement)) anchor.focus();
  }, [opened, anchor]);
  const label = translate('app.bar.more');
  const menu = opened === 'closed' ? null : anchor;
  return (
    <>
      <BarTip title={label}>
        <IconButton
          color="inherit"
          aria-label={diagnostics?.count ? `${label}, ${diagnostics.label}` : label}
          aria-haspopup="menu"
          onClick={(event) => {
            setAnchor(event.currentTarget);
            setOpened('more');
          }}
        >
          <Badge variant="dot" color="warning" invisible={!diagnostics?.count}>
            <MoreVertIcon />
          </Badge>
        </IconButton>
      </BarTip>
      {opened === 'more' && (
        <Menu anchorEl={menu} open onClose={close} disableRestoreFocus>
          <MenuItem onClick={() => setOpened('language')} aria-haspopup="menu">
            <ListItemIcon>
              <LanguageIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={translate('app.bar.language')} secondary={languages.find((language) => language.locale === locale)?.name} />
          </MenuItem>
          <MenuItem onClick={() => setOpened('theme')} aria-haspopup="menu">
            <ListItemIcon>
              <PaletteIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={translate('app.theme.label')} secondary={translate(`app.theme.${theme}`)} />
          </MenuItem>
          {diagnostics && (
            <MenuItem component={RouteLink} to={`/${DIAGNOSTICS_ROUTE}`} onClick={close} data-testid="diagnostics-button">
              <ListItemIcon>
                <TroubleshootIcon fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={diagnostics.label} />
            </MenuItem>
          )}
        </Menu>
      )}
      {opened === 'language' && <LanguageChoices anchor={menu} onClose={close} disableRestoreFocus />}
      {opened === 'theme' && <ThemeChoices anchor={menu} onClose={close} disableRestoreFocus />}
    </>
  );
}

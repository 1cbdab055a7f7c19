import KeyboardIcon from '@mui/icons-material/Keyboard';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { useContext } from 'react';
import { useTranslate, useUserMenu } from 'react-admin';
import { OpenShortcutsContext } from './shortcutsContext';

/** The user menu's Keyboard shortcuts entry, drawn with the menu (src/layout/Shortcuts.tsx): the list it opens loads when asked for. */
export default function ShortcutsMenuItem() {
  const translate = useTranslate();
  const shortcuts = useContext(OpenShortcutsContext);
  const userMenu = useUserMenu();
  return (
    <MenuItem
      onClick={() => {
        userMenu?.onClose();
        shortcuts.open();
      }}
      onFocus={shortcuts.preload}
      onPointerEnter={shortcuts.preload}
    >
      <ListItemIcon>
        <KeyboardIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('app.shortcuts.title')}</ListItemText>
    </MenuItem>
  );
}

import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Table, TableBody, TableCell, TableRow } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** The console's keyboard shortcuts: the keys, and what each does (app.shortcuts.*). */
const SHORTCUTS: { keys: string[]; does: string }[] = [
  { keys: [isMac ? '⌘' : 'Ctrl', 'K'], does: 'finder' },
  { keys: ['↑', '↓'], does: 'finder_move' },
  { keys: ['Enter'], does: 'finder_open' },
  { keys: ['Esc'], does: 'close' },
  { keys: ['?'], does: 'help' },
];

export default function ShortcutsDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{translate('app.shortcuts.title')}</DialogTitle>
      <DialogContent dividers>
        <Table size="small">
          <TableBody>
            {SHORTCUTS.map(({ keys, does }) => (
              <TableRow key={does}>
                {/* Keys read left to right in Arabic too. */}
                <TableCell component="th" scope="row" dir="ltr" sx={{ whiteSpace: 'nowrap', width: '1%' }}>
                  {keys.map((key, index) => (
                    <span key={key}>
                      {index > 0 && ' '}
                      <kbd>{key}</kbd>
                    </span>
                  ))}
                </TableCell>
                <TableCell>{translate(`app.shortcuts.${does}`)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {translate('app.shortcuts.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

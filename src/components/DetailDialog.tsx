import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  styled,
} from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useDiscardGuard } from './DiscardChanges';

/**
 * A garage detail modal: title, content, Close (and optional extra actions). One whose content the
 * user has changed (`dirty`: coins, social media, images, services, a status reason) asks before
 * Escape, the backdrop, Close, Back or the portal switcher throw that away, as a form dialog does.
 */
export function DetailDialog({
  title,
  onClose,
  children,
  actions,
  maxWidth = 'sm',
  busy,
  dirty = false,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  actions?: ReactNode;
  maxWidth?: 'xs' | 'sm' | 'md' | 'lg';
  /** Its content is still being read (`aria-busy`). */
  busy?: boolean;
  /** The user changed something a close would lose. */
  dirty?: boolean;
}) {
  const translate = useTranslate();
  const titleId = useId();
  const { requestClose, question } = useDiscardGuard(dirty, onClose);
  return (
    <Dialog
      open
      onClose={requestClose}
      fullWidth
      maxWidth={maxWidth}
      aria-labelledby={titleId}
      slotProps={{ paper: { 'aria-busy': busy || undefined } }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>{children}</DialogContent>
      <DialogActions>
        {actions}
        <Button onClick={requestClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
      {question}
    </Dialog>
  );
}

/**
 * Each value reads in its own direction, on the side the language starts from (MUI's cells align
 * 'left', mirrored in Arabic): there '09:30:00 AM' was drawn 'AM 09:30:00'.
 */
const ValuesTable = styled(Table)({ '& tbody td': { unicodeBidi: 'plaintext' } });

/** A small table with headings, or the empty text when there are no rows. */
export function DetailTable({ headers, rows, empty }: { headers: string[]; rows: ReactNode[][]; empty: string }) {
  if (rows.length === 0) return <Typography color="text.secondary">{empty}</Typography>;
  return (
    <ValuesTable size="small">
      <TableHead>
        <TableRow>
          {headers.map((header) => (
            <TableCell key={header}>{header}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((cells, index) => (
          <TableRow key={index}>
            {cells.map((cell, column) => (
              <TableCell key={column}>{cell}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </ValuesTable>
  );
}

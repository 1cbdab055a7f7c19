import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { CreditRow } from '../../../api/types';
import { unreadableFieldsOf } from '../../../api/apiError';
import { RowButton } from '../../../components/list/RowButton';
import { ReportList } from '../../../components/report/ReportList';
import { useResourceDefinition } from '../../../components/ResourceDefinitionContext';
import type { Report } from '../../../data/defineReport';

const BANK_COLUMNS = ['nameAsPerBankAccount', 'bankName', 'branch', 'ifscCode', 'accountNumber'] as const;

function BankDetailsDialog({ row, onClose }: { row: CreditRow; onClose: () => void }) {
  const translate = useTranslate();
  const titleId = useId();
  const banks = row.bank ?? [];
  // Bank details sent in a shape the documents do not give are not 'none'.
  const unreadable = unreadableFieldsOf(row).includes('bank');
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>
        {translate('resources.coinsHistory.bank.title')}: {row.garageName}
      </DialogTitle>
      <DialogContent dividers>
        {unreadable ? (
          <Typography color="error">{translate('app.list.unreadable_cell', { fields: 'bank' })}</Typography>
        ) : banks.length === 0 ? (
          <Typography color="text.secondary">{translate('resources.coinsHistory.bank.empty')}</Typography>
        ) : (
          <TableContainer>
            <Table size="small">
              <TableHead>
                <TableRow>
                  {BANK_COLUMNS.map((column) => (
                    <TableCell key={column}>{translate(`resources.coinsHistory.bank.${column}`)}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {banks.map((bank, index) => (
                  <TableRow key={`${bank.accountNumber}-${index}`}>
                    {BANK_COLUMNS.map((column) => (
                      <TableCell key={column}>{bank[column] || '-'}</TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** Coins History: the declared columns, with Bank Details opening the garage's accounts. */
export default function CoinsHistoryList() {
  const coinsHistory = useResourceDefinition('coinsHistory') as Report;
  const translate = useTranslate();
  const [viewing, setViewing] = useState<CreditRow | null>(null);
  const view = translate('resources.reports.view');
  return (
    <ReportList
      report={coinsHistory}
      cells={{
        bank: (row: CreditRow) => (
          <RowButton onClick={() => setViewing(row)} label={`${view}: ${translate('resources.coinsHistory.fields.bank')} ${row.garageName}`}>
            {view}
          </RowButton>
        ),
      }}
      dialogs={viewing && <BankDetailsDialog row={viewing} onClose={() => setViewing(null)} />}
    />
  );
}

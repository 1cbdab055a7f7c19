import { Box, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { Garage } from '../../api/types';
import type { GarageDataProvider } from './provider';
import { garageKeys } from './queryKeys';
import { garageIdForCalls } from '../../core/garageId';
import { DetailDialog, DetailTable } from '../../components/DetailDialog';
import { QueryState } from '../../components/QueryState';
import { WebLink } from '../../components/WebLink';
import { isUnsent } from '../../lib/unsent';
import { listInRow, WithGarageLists } from './heldLists';

const T = 'resources.garageManagement';

interface GarageDialogProps {
  garage: Garage;
  onClose: () => void;
}

export function ReferCodeDialog({ garage, onClose }: GarageDialogProps) {
  const translate = useTranslate();
  const items: [string, string | number | undefined][] = [
    [translate(`${T}.refer.code`), garage.garageReferenceCode || '-'],
    // Counts the answer did not carry are 'N/A', never 0.
    [translate(`${T}.refer.total`), garage.referalsCount ?? translate('app.not_available')],
    [translate(`${T}.refer.premium`), garage.premiumReferal ?? translate('app.not_available')],
  ];
  return (
    <DetailDialog title={translate(`${T}.refer.title`)} onClose={onClose} maxWidth="xs">
      <Stack spacing={1.5}>
        {items.map(([label, value]) => (
          <Box key={label} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
            <Typography color="text.secondary">{label}</Typography>
            <Typography sx={{ fontWeight: 600 }}>{value}</Typography>
          </Box>
        ))}
      </Stack>
    </DetailDialog>
  );
}

/** Categories the garage offers (POST /garage_Categories_List). */
export function CategoriesDialog({ garage, onClose }: GarageDialogProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<GarageDataProvider>();
  const query = useQuery({
    retry: false,
    queryKey: garageKeys.call('garageCategories', garageIdForCalls(garage)),
    queryFn: () => dataProvider.garageCategories(garageIdForCalls(garage)),
  });
  return (
    <DetailDialog title={`${translate(`${T}.categories.title`)}: ${garage.garageName}`} onClose={onClose} maxWidth="xs">
      <QueryState query={query} errorText={`${T}.detail_load_error`}>
        {(categories) =>
          categories.length === 0 ? (
            <Typography color="text.secondary">{translate(`${T}.categories.empty`)}</Typography>
          ) : (
            <List dense>
              {categories.map((category, index) => (
                <ListItem key={category.categoryId ?? index} disableGutters>
                  <ListItemText primary={category.categoryName} />
                </ListItem>
              ))}
            </List>
          )
        }
      </QueryState>
    </DetailDialog>
  );
}

export function UrlDialog({ garage, onClose }: GarageDialogProps) {
  const translate = useTranslate();
  return (
    <DetailDialog title={translate(`${T}.url.title`)} onClose={onClose}>
      {garage.urlLink ? <WebLink href={garage.urlLink} /> : <Typography color="text.secondary">{translate(`${T}.url.empty`)}</Typography>}
    </DetailDialog>
  );
}

export function WorkingHoursDialog({ garage, onClose }: GarageDialogProps) {
  const translate = useTranslate();
  const title = `${translate(`${T}.hours.title`)}: ${garage.garageName}`;
  return (
    <WithGarageLists garage={garage} fields={['workingHours']} title={title} onClose={onClose}>
      {(held) => <WorkingHoursTable title={title} hours={held.workingHours} onClose={onClose} />}
    </WithGarageLists>
  );
}

function WorkingHoursTable({ title, hours, onClose }: { title: string; hours: NonNullable<Garage['workingHours']>; onClose: () => void }) {
  const translate = useTranslate();
  const rows = hours.map((hour) => {
    // A day sent without its status is neither open nor closed.
    const known = !isUnsent(hour.DayStatus);
    const open = !(hour.DayStatus === false || hour.DayStatus === 'false');
    return [
      translate(`${T}.days.${hour.Day}`, { _: hour.Day }),
      known ? translate(open ? `${T}.hours.open` : `${T}.hours.closed`) : '-',
      hour.StartTime || '-',
      hour.EndTime || '-',
    ];
  });
  return (
    <DetailDialog title={title} onClose={onClose}>
      <DetailTable
        headers={[translate(`${T}.hours.day`), translate(`${T}.hours.status`), translate(`${T}.hours.start`), translate(`${T}.hours.end`)]}
        rows={rows}
        empty={translate(`${T}.hours.empty`)}
      />
    </DetailDialog>
  );
}

/**
 * Bank accounts of the garage (POST /getListOfBankDetails); an answer without `data` shows the row's own
 * `banks`, or those of POST /getSingleGarage when the row came without them.
 */
export function BankDetailsDialog({ garage, onClose }: GarageDialogProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<GarageDataProvider>();
  const query = useQuery({
    retry: false,
    queryKey: garageKeys.call('garageBankDetails', garageIdForCalls(garage)),
    queryFn: async () =>
      (await dataProvider.garageBankDetails(garageIdForCalls(garage))) ??
      listInRow(garage, 'banks') ??
      (await dataProvider.singleGarage(garageIdForCalls(garage))).banks ??
      [],
  });
  return (
    <DetailDialog title={`${translate(`${T}.bank.title`)}: ${garage.garageName}`} onClose={onClose} maxWidth="md">
      <QueryState query={query} errorText={`${T}.detail_load_error`}>
        {(banks) => (
          <DetailTable
            headers={[
              translate(`${T}.bank.holder`),
              translate(`${T}.bank.bank`),
              translate(`${T}.bank.branch`),
              translate(`${T}.bank.ifsc`),
              translate(`${T}.bank.account`),
            ]}
            rows={banks.map((bank) => [bank.nameAsPerBankAccount, bank.bankName, bank.branch, bank.ifscCode, bank.accountNumber])}
            empty={translate(`${T}.bank.empty`)}
          />
        )}
      </QueryState>
    </DetailDialog>
  );
}

export type { GarageDialogProps };

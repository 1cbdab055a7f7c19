import { Chip, Switch } from '@mui/material';
import { useState } from 'react';
import { DataTable, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { PromoCode } from '../../../api/types';
import type { ConsoleDataProvider } from '../../../data/dataProvider';
import { ConfirmedAction } from '../../../components/ConfirmedAction';
import { EditRowButton } from '../../../components/list/EditRowButton';
import { ResourceList } from '../../../components/list/ResourceList';
import { AddButton } from '../../../components/list/AddButton';
import { SerialNumber } from '../../../components/list/SerialNumber';
import { formatDate } from '../../../lib/dates';
import { PromoCodeDialog } from './PromoCodeDialog';
import { EXPIRED_SX } from '../features/FeatureList';
import { isPromoExpired, promoDisplayStatus } from './model';
import { useResourceDefinition } from '../../../components/ResourceDefinitionContext';

const BADGE_COLOR = { expired: 'warning', active: 'success', inactive: 'error' } as const;

export function PromoStatusBadge({ row }: { row: PromoCode }) {
  const translate = useTranslate();
  const status = promoDisplayStatus(row);
  return (
    <Chip
      size="small"
      variant="outlined"
      color={BADGE_COLOR[status]}
      sx={{ fontWeight: 600, ...(status === 'expired' ? EXPIRED_SX : {}) }}
      label={translate(`resources.promoCodes.status.${status}`)}
    />
  );
}

/**
 * The switch shows the stored flag. Yes/No first; then PUT /editpromoCode with the opposite flag, or
 * the word Expired for an expired code, and 'Promocode is now Active/Inactive'.
 */
function PromoStatusToggle() {
  const promoCodes = useResourceDefinition('promoCodes');
  const record = useRecordContext<PromoCode & { id: string }>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  if (!record) return null;
  const on = record.status === true;
  const expired = isPromoExpired(record);
  const next = translate(expired ? 'resources.promoCodes.status.expired' : on ? 'app.status.inactive' : 'app.status.active');
  const question = expired
    ? translate('resources.promoCodes.status.confirm_expired', { code: record.promoCode })
    : translate('resources.promoCodes.status.confirm', { status: next, code: record.promoCode });

  const change = async () => {
    try {
      await dataProvider.changeStatus(promoCodes.route, { record });
      notify('resources.promoCodes.status.changed', { type: 'success', messageArgs: { status: next } });
      refresh();
    } catch (error) {
      notify((error as Error)?.message || 'app.status.failed', { type: 'error', messageArgs: { _: translate('app.status.failed') } });
    }
  };

  return (
    <ConfirmedAction title={translate('app.status.confirm_title')} question={question} onConfirm={change}>
      {(ask, busy) => <Switch checked={on} disabled={busy} onChange={ask} slotProps={{ input: { 'aria-label': question } }} />}
    </ConfirmedAction>
  );
}

export default function PromoCodeList() {
  const promoCodes = useResourceDefinition('promoCodes');
  const translate = useTranslate();
  const [editing, setEditing] = useState<PromoCode | null>(null);
  const [adding, setAdding] = useState(false);
  return (
    <ResourceList
      resource={promoCodes}
      actions={<AddButton label={translate('resources.promoCodes.add')} onClick={() => setAdding(true)} />}
      dialogs={
        <>
          {adding && <PromoCodeDialog onClose={() => setAdding(false)} />}
          {editing && <PromoCodeDialog record={editing} onClose={() => setEditing(null)} />}
        </>
      }
    >
      <DataTable.Col label="app.columns.serial" render={() => <SerialNumber />} disableSort />
      <DataTable.Col source="promoCode" label="resources.promoCodes.fields.promoCode" />
      <DataTable.Col
        source="promoCodeType"
        label="resources.promoCodes.fields.promoCodeType"
        render={(row: PromoCode) => translate(`resources.promoCodes.types.${row.promoCodeType}`, { _: row.promoCodeType })}
      />
      <DataTable.Col
        source="promoCodeValue"
        label="resources.promoCodes.fields.promoCodeValue"
        render={(row: PromoCode) => (row.promoCodeType === 'value' ? `₹${row.promoCodeValue}` : `${row.promoCodeValue}%`)}
      />
      <DataTable.Col source="startDate" label="resources.promoCodes.fields.startDate" render={(row: PromoCode) => formatDate(row.startDate)} />
      <DataTable.Col source="expiryDate" label="resources.promoCodes.fields.expiryDate" render={(row: PromoCode) => formatDate(row.expiryDate)} />
      <DataTable.Col label="app.columns.status" disableSort render={(row: PromoCode) => <PromoStatusBadge row={row} />} />
      <DataTable.Col
        label="app.columns.action"
        disableSort
        render={() => (
          <>
            <EditRowButton<PromoCode> onEdit={setEditing} nameOf={(row) => row.promoCode} />
            <PromoStatusToggle />
          </>
        )}
      />
    </ResourceList>
  );
}

import { useState } from 'react';
import { DataTable, useRecordContext, useTranslate } from 'react-admin';
import type { PromoCode } from '../../../api/types';
import { ConfirmedAction } from '../../../components/ConfirmedAction';
import { EditRowButton } from '../../../components/list/EditRowButton';
import { ResourceList } from '../../../components/list/ResourceList';
import { AddButton } from '../../../components/list/AddButton';
import { CELL } from '../../../components/list/cellStyles';
import { RowChip } from '../../../components/list/RowChip';
import { RowSwitch } from '../../../components/list/RowSwitch';
import { SerialNumber } from '../../../components/list/SerialNumber';
import { useStatusChange } from '../../../components/list/useRowWrites';
import { formatDate } from '../../../lib/dates';
import { isPromoExpired, promoDisplayStatus } from './model';
import { useResourceDefinition } from '../../../components/ResourceDefinitionContext';
import { lazyComponent } from '../../../lib/lazyComponent';
import { usePreloadAfterFirstReads } from '../../../components/useAfterFirstReads';
import { knownFlag } from '../../../lib/knownFlag';

/** Its code loads when first opened, or once the list's first reads are done. */
const PromoCodeDialog = lazyComponent(async () => ({ default: (await import('./PromoCodeDialog')).PromoCodeDialog }));

const BADGE_TONE = { expired: 'warning', active: 'success', inactive: 'error' } as const;

function PromoStatusBadge({ row }: { row: PromoCode }) {
  const translate = useTranslate();
  const status = promoDisplayStatus(row);
  return <RowChip tone={BADGE_TONE[status]}>{translate(`resources.promoCodes.status.${status}`)}</RowChip>;
}

/**
 * The switch shows the stored flag. Yes/No first (001 §2.2); then PUT /editpromoCode with the opposite
 * flag, or the word Expired for an expired code, and 'Promocode is now Active/Inactive'.
 */
function PromoStatusToggle() {
  const record = useRecordContext<PromoCode & { id: string }>();
  const translate = useTranslate();
  const changeStatus = useStatusChange();
  if (!record) return null;
  const on = record.status === true;
  const expired = isPromoExpired(record);
  const next = translate(expired ? 'resources.promoCodes.status.expired' : on ? 'app.status.inactive' : 'app.status.active');
  const question = expired
    ? translate('resources.promoCodes.status.confirm_expired', { code: record.promoCode })
    : translate('resources.promoCodes.status.confirm', { status: next, code: record.promoCode });

  return (
    <ConfirmedAction
      title={translate('app.status.confirm_title')}
      question={question}
      onConfirm={() => changeStatus(record, { message: 'resources.promoCodes.status.changed', messageArgs: { status: next } })}
    >
      {/* An expired code's switch sends Expired whatever its flag; a live one sent without its flag is not flipped.
          A code extended after it was switched as expired still holds the word Expired: off, so it can be switched on. */}
      {(ask, busy) => (
        <RowSwitch
          checked={expired ? on : record.status === 'Expired' ? false : knownFlag(record.status)}
          disabled={busy}
          onChange={ask}
          label={question}
        />
      )}
    </ConfirmedAction>
  );
}

export default function PromoCodeList() {
  const promoCodes = useResourceDefinition('promoCodes');
  const translate = useTranslate();
  const [editing, setEditing] = useState<PromoCode | null>(null);
  const [adding, setAdding] = useState(false);
  usePreloadAfterFirstReads(PromoCodeDialog);
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
        render={(row: PromoCode) =>
          row.promoCodeType ? translate(`resources.promoCodes.types.${row.promoCodeType}`, { _: row.promoCodeType }) : '-'
        }
      />
      <DataTable.Col
        source="promoCodeValue"
        label="resources.promoCodes.fields.promoCodeValue"
        align="right"
        render={(row: PromoCode) => promoValueText(row)}
      />
      <DataTable.Col source="startDate" label="resources.promoCodes.fields.startDate" render={(row: PromoCode) => formatDate(row.startDate)} />
      <DataTable.Col source="expiryDate" label="resources.promoCodes.fields.expiryDate" render={(row: PromoCode) => formatDate(row.expiryDate)} />
      <DataTable.Col label="app.columns.status" disableSort render={(row: PromoCode) => <PromoStatusBadge row={row} />} />
      <DataTable.Col
        label="app.columns.action"
        disableSort
        render={() => (
          <span className={CELL.actions}>
            <EditRowButton<PromoCode> onEdit={setEditing} nameOf={(row) => row.promoCode} />
            <PromoStatusToggle />
          </span>
        )}
      />
    </ResourceList>
  );
}

/** The value as its type reads it (₹ for a value, % for a discount); '-' when it was not sent, bare when the type was not. */
function promoValueText(row: PromoCode): string {
  if (row.promoCodeValue === undefined || row.promoCodeValue === null) return '-';
  return row.promoCodeType === 'value'
    ? `₹${row.promoCodeValue}`
    : row.promoCodeType === 'discount'
      ? `${row.promoCodeValue}%`
      : String(row.promoCodeValue);
}

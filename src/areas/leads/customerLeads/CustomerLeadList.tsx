import { useState } from 'react';
import { DataTable, useRecordContext, useTranslate } from 'react-admin';
import type { CustomerLead } from '../../../api/types';
import type { ListedCustomerLead } from '../../../api/customerManagement';
import { UnsureFitMarker, UnsureFitNotice } from '../../../components/list/UnsureFit';
import { ResourceList } from '../../../components/list/ResourceList';
import { RowIconButton } from '../../../components/list/RowIconButton';
import { ROW_ICONS } from '../../../components/list/rowIcons';
import { SerialNumber } from '../../../components/list/SerialNumber';
import { formatDate } from '../../../lib/dates';
import { isFourWheeler } from './model';
import { choiceText, FUEL_CHOICES } from '../../../core/choices';
import { LEAD_SOURCE_CHOICES } from '../leadManagement/model';
import { useResourceDefinition } from '../../../components/ResourceDefinitionContext';
import { fieldLabels } from '../../../core/labels';
import { lazyComponent } from '../../../lib/lazyComponent';
import { usePreloadAfterFirstReads } from '../../../components/useAfterFirstReads';

const field = fieldLabels('customerLeads');

/** Its code loads when first opened, or once the list's first reads are done. */
const SendToGarageDialog = lazyComponent(async () => ({ default: (await import('./SendToGarageDialog')).SendToGarageDialog }));

/** Send To Garage; a row without the lead's `_id` (one that fits both lists, or neither) cannot be named to the server. */
function SendToGarageButton({ onSend }: { onSend: (lead: CustomerLead) => void }) {
  const row = useRecordContext<ListedCustomerLead>();
  const translate = useTranslate();
  if (!row) return null;
  const { _id: leadId } = row;
  const label = `${translate('resources.customerLeads.send_to_garage')}: ${row.customer?.name ?? ''}`;
  return (
    // The button keeps its own name; the hint describes it (why it is disabled, on a row without an id).
    <RowIconButton
      icon={ROW_ICONS.send}
      tone="primary"
      label={label}
      hint={translate(leadId ? 'resources.customerLeads.send_to_garage' : 'resources.customerLeads.send_no_id')}
      disabled={!leadId}
      onClick={() => leadId && onSend({ ...row, _id: leadId })}
    />
  );
}

export default function CustomerLeadList() {
  const customerLeads = useResourceDefinition('customerLeads');
  const translate = useTranslate();
  const [sending, setSending] = useState<CustomerLead | null>(null);
  usePreloadAfterFirstReads(SendToGarageDialog);
  return (
    <ResourceList
      resource={customerLeads}
      columnChooser
      notice={<UnsureFitNotice resource={customerLeads} other="resources.myCustomers.name" />}
      dialogs={sending && <SendToGarageDialog lead={sending} onClose={() => setSending(null)} />}
    >
      <DataTable.Col label="app.columns.serial" render={() => <SerialNumber />} disableSort />
      <DataTable.Col source="createdAt" label={field('createdAt')} render={(row: ListedCustomerLead) => formatDate(row.createdAt)} />
      <DataTable.Col
        source="customer.name"
        label={field('name')}
        render={(row: ListedCustomerLead) => (
          <>
            {row.customer?.name}
            <UnsureFitMarker fits={row.fits} />
          </>
        )}
      />
      <DataTable.Col source="customer.email" label={field('email')} disableSort />
      <DataTable.Col source="customer.phone" label={field('phone')} disableSort />
      <DataTable.Col source="address" label={field('address')} disableSort />
      <DataTable.Col source="description" label={field('description')} disableSort sx={{ minWidth: 200 }} />
      <DataTable.Col source="vehicle.brand" label={field('brand')} />
      <DataTable.Col source="vehicle.model" label={field('model')} />
      <DataTable.Col
        source="vehicle.vehicleType"
        label={field('vehicleType')}
        render={(row: ListedCustomerLead) =>
          translate(isFourWheeler(row) ? 'resources.leadManagement.vehicle.four_wheeler' : 'resources.leadManagement.vehicle.two_wheeler')
        }
      />
      <DataTable.Col
        source="vehicle.fuelType"
        label={field('fuelType')}
        render={(row: ListedCustomerLead) => choiceText(translate, FUEL_CHOICES, row.vehicle?.fuelType)}
      />
      <DataTable.Col
        source="source"
        label={field('source')}
        render={(row: ListedCustomerLead) => choiceText(translate, LEAD_SOURCE_CHOICES, row.source)}
      />
      <DataTable.Col label="app.columns.action" disableSort render={() => <SendToGarageButton onSend={setSending} />} />
    </ResourceList>
  );
}

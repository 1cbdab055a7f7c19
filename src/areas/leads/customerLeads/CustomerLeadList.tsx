import SendIcon from '@mui/icons-material/Send';
import { IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { DataTable, useRecordContext, useTranslate } from 'react-admin';
import type { CustomerLead } from '../../../api/types';
import { ResourceList } from '../../../components/list/ResourceList';
import { SerialNumber } from '../../../components/list/SerialNumber';
import { formatDate } from '../../../lib/dates';
import { isFourWheeler } from './model';
import { SendToGarageDialog } from './SendToGarageDialog';
import { useResourceDefinition } from '../../../components/ResourceDefinitionContext';
import { fieldLabels } from '../../../core/labels';

const field = fieldLabels('customerLeads');

function SendToGarageButton({ onSend }: { onSend: (lead: CustomerLead) => void }) {
  const lead = useRecordContext<CustomerLead>();
  const translate = useTranslate();
  if (!lead) return null;
  const label = `${translate('resources.customerLeads.send_to_garage')}: ${lead.customer?.name ?? ''}`;
  return (
    <Tooltip title={translate('resources.customerLeads.send_to_garage')}>
      <IconButton aria-label={label} color="primary" onClick={() => onSend(lead)}>
        <SendIcon />
      </IconButton>
    </Tooltip>
  );
}

export default function CustomerLeadList() {
  const customerLeads = useResourceDefinition('customerLeads');
  const translate = useTranslate();
  const [sending, setSending] = useState<CustomerLead | null>(null);
  return (
    <ResourceList resource={customerLeads} columnChooser dialogs={sending && <SendToGarageDialog lead={sending} onClose={() => setSending(null)} />}>
      <DataTable.Col label="app.columns.serial" render={() => <SerialNumber />} disableSort />
      <DataTable.Col source="createdAt" label={field('createdAt')} render={(row: CustomerLead) => formatDate(row.createdAt)} />
      <DataTable.Col source="customer.name" label={field('name')} />
      <DataTable.Col source="customer.email" label={field('email')} disableSort />
      <DataTable.Col source="customer.phone" label={field('phone')} disableSort />
      <DataTable.Col source="address" label={field('address')} disableSort />
      <DataTable.Col source="description" label={field('description')} disableSort sx={{ minWidth: 200 }} />
      <DataTable.Col source="vehicle.brand" label={field('brand')} />
      <DataTable.Col source="vehicle.model" label={field('model')} />
      <DataTable.Col
        source="vehicle.vehicleType"
        label={field('vehicleType')}
        render={(row: CustomerLead) =>
          translate(isFourWheeler(row) ? 'resources.leadManagement.vehicle.four_wheeler' : 'resources.leadManagement.vehicle.two_wheeler')
        }
      />
      <DataTable.Col source="vehicle.fuelType" label={field('fuelType')} />
      <DataTable.Col source="source" label={field('source')} />
      <DataTable.Col label="app.columns.action" disableSort render={() => <SendToGarageButton onSend={setSending} />} />
    </ResourceList>
  );
}

import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Table, TableBody, TableCell, TableRow } from '@mui/material';
import { RowIconButton } from '../../../components/list/RowIconButton';
import { ROW_ICONS } from '../../../components/list/rowIcons';
import { useId, useState } from 'react';
import { DataTable, useRecordContext, useTranslate } from 'react-admin';
import type { SubscriptionEnquiry } from '../../../api/types';
import { ResourceList } from '../../../components/list/ResourceList';
import { SerialNumber } from '../../../components/list/SerialNumber';
import { formatDate } from '../../../lib/dates';
import { useResourceDefinition } from '../../../components/ResourceDefinitionContext';
import { fieldLabels } from '../../../core/labels';

const field = fieldLabels('subscriptionEnquiries');
const featuresOf = (enquiry: SubscriptionEnquiry) => (Array.isArray(enquiry.feature) ? enquiry.feature.join(', ') : enquiry.feature || '-');
const planOf = (translate: (key: string, options?: object) => string, plan: string | undefined) =>
  plan ? translate(`resources.subscriptions.plans.${plan}`, { _: plan }) : '-';

/** 'Garage Request Details': every field of the enquiry (002 §3). */
function EnquiryDetails({ enquiry, onClose }: { enquiry: SubscriptionEnquiry; onClose: () => void }) {
  const translate = useTranslate();
  const titleId = useId();
  const rows: [string, string][] = [
    ['createdAt', formatDate(enquiry.createdAt)],
    ['garage', enquiry.garage?.name || '-'],
    ['name', enquiry.name || '-'],
    ['phone', enquiry.phone || '-'],
    ['email', enquiry.email || '-'],
    ['address', enquiry.address || '-'],
    ['city', enquiry.city || '-'],
    ['state', enquiry.state || '-'],
    ['plan', planOf(translate, enquiry.plan)],
    ['feature', featuresOf(enquiry)],
    ['query', enquiry.query || '-'],
    ['status', enquiry.status === undefined || enquiry.status === '' ? '-' : String(enquiry.status)],
  ];
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate('resources.subscriptionEnquiries.details.title')}</DialogTitle>
      <DialogContent dividers>
        <Table size="small">
          <TableBody>
            {rows.map(([name, value]) => (
              <TableRow key={name}>
                <TableCell component="th" scope="row" sx={{ fontWeight: 600, width: '35%' }}>
                  {translate(field(name))}
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{value}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {translate('ra.action.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Keyboard route to the details a row click opens. */
function DetailsButton({ onOpen }: { onOpen: (enquiry: SubscriptionEnquiry) => void }) {
  const enquiry = useRecordContext<SubscriptionEnquiry & { id: string }>();
  const translate = useTranslate();
  if (!enquiry) return null;
  const label = translate('resources.subscriptionEnquiries.details.open', { name: enquiry.name });
  return (
    <RowIconButton
      icon={ROW_ICONS.visibility}
      label={label}
      hint={label}
      onClick={(event) => {
        event.stopPropagation();
        onOpen(enquiry);
      }}
    />
  );
}

export default function EnquiryList() {
  const subscriptionEnquiries = useResourceDefinition('subscriptionEnquiries');
  const translate = useTranslate();
  const [open, setOpen] = useState<SubscriptionEnquiry | null>(null);
  return (
    <ResourceList
      resource={subscriptionEnquiries}
      dates={false}
      onRowClick={(row) => setOpen(row as unknown as SubscriptionEnquiry)}
      dialogs={open && <EnquiryDetails enquiry={open} onClose={() => setOpen(null)} />}
    >
      <DataTable.Col label="app.columns.serial" render={() => <SerialNumber />} disableSort />
      <DataTable.Col source="createdAt" label={field('createdAt')} render={(row: SubscriptionEnquiry) => formatDate(row.createdAt)} />
      <DataTable.Col source="name" label={field('name')} />
      <DataTable.Col source="garage.name" label={field('garage')} render={(row: SubscriptionEnquiry) => row.garage?.name ?? '-'} />
      <DataTable.Col source="phone" label={field('phone')} />
      <DataTable.Col source="email" label={field('email')} />
      <DataTable.Col source="plan" label={field('plan')} render={(row: SubscriptionEnquiry) => planOf(translate, row.plan)} />
      <DataTable.Col source="query" label={field('query')} />
      <DataTable.Col source="status" label={field('status')} render={(row: SubscriptionEnquiry) => String(row.status ?? '-')} />
      <DataTable.Col label="app.columns.action" disableSort render={() => <DetailsButton onOpen={setOpen} />} />
    </ResourceList>
  );
}

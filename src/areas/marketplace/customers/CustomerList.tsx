import { Box, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { DataTable, useResourceContext, useTranslate } from 'react-admin';
import type { CustomerManagementRow } from '../../../api/endpoints';
import type { Placed } from '../../../api/customerManagement';
import { UnsureFitMarker, UnsureFitNotice } from '../../../components/list/UnsureFit';
import { InitialsAvatar } from '../../../components/InitialsAvatar';
import { ResourceList } from '../../../components/list/ResourceList';
import { RowButton } from '../../../components/list/RowButton';
import { SerialNumber } from '../../../components/list/SerialNumber';
import { oneLineCell } from '../../../components/list/cells';
import { formatDate } from '../../../lib/dates';
import { vehicleTypeKey } from '../../../core/choices';
import { DetailDialog, DetailTable } from '../../../components/DetailDialog';
import { useResourceDefinition } from '../../../components/ResourceDefinitionContext';

const T = 'resources.myCustomers';

type Row = Placed<CustomerManagementRow>;
/** A row that fits neither list may carry no name. */
const nameOf = (row: Row) => row.customerName || '-';
type Opened = { kind: 'customer' | 'vehicle' | 'bookings'; row: Row } | null;

/** Label/value lines, or 'No Details.' when none has a value. */
function DetailLines({ lines }: { lines: [string, unknown][] }) {
  const translate = useTranslate();
  if (lines.every(([, value]) => value === undefined || value === null || value === '')) {
    return <Typography color="text.secondary">{translate(`${T}.no_details`)}</Typography>;
  }
  return (
    <Stack spacing={1.25}>
      {lines.map(([label, value]) => (
        <Box key={label} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
          <Typography color="text.secondary">{label}</Typography>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere', textAlign: 'end' }}>{value ? String(value) : '-'}</Typography>
        </Box>
      ))}
    </Stack>
  );
}

function CustomerDetailsDialog({ row, onClose }: { row: Row; onClose: () => void }) {
  const translate = useTranslate();
  return (
    <DetailDialog title={`${translate(`${T}.customer_details`)}: ${nameOf(row)}`} onClose={onClose} maxWidth="xs">
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <InitialsAvatar src={row.customerImage} name={row.customerName} size={88} />
        <Box sx={{ alignSelf: 'stretch' }}>
          <DetailLines
            lines={[
              [translate(`${T}.fields.phoneNumber`), row.phoneNumber],
              [translate(`${T}.fields.email`), row.email],
              [translate(`${T}.fields.dateOfBirth`), row.dateOfBirth ? formatDate(row.dateOfBirth) : ''],
            ]}
          />
        </Box>
      </Stack>
    </DetailDialog>
  );
}

function VehicleDetailsDialog({ row, onClose }: { row: Row; onClose: () => void }) {
  const translate = useTranslate();
  return (
    <DetailDialog title={`${translate(`${T}.vehicle_details`)}: ${row.vehicleNumber ?? ''}`} onClose={onClose} maxWidth="xs">
      <DetailLines
        lines={[
          [translate(`${T}.fields.chassisNumber`), row.chassisNumber],
          [translate(`${T}.fields.companyName`), row.companyName],
          [translate(`${T}.fields.insuranceNumber`), row.insuranceNumber],
          [translate(`${T}.fields.expiryDate`), row.expiryDate ? formatDate(row.expiryDate) : ''],
        ]}
      />
    </DetailDialog>
  );
}

function BookingHistoryDialog({ row, onClose }: { row: Row; onClose: () => void }) {
  const translate = useTranslate();
  const bookings = row.serviceBookings ?? [];
  return (
    <DetailDialog title={`${translate(`${T}.booking_history`)}: ${nameOf(row)}`} onClose={onClose}>
      <DetailTable
        headers={[translate('app.columns.serial'), translate(`${T}.fields.date`), translate(`${T}.fields.garageName`)]}
        rows={bookings.map((booking, index) => [index + 1, formatDate(booking.date), booking.garageName])}
        empty={translate(`${T}.no_bookings`)}
      />
    </DetailDialog>
  );
}

/** Text that opens a popup; its accessible name says what opens. */
function OpenerLink({ text, label, onClick }: { text: string; label: string; onClick: () => void }) {
  return (
    <RowButton look="link" onClick={onClick} label={`${label}: ${text}`}>
      {text}
    </RowButton>
  );
}

/** Customer Management (002) and the garage portal's customerManagement route: one screen. */
export default function CustomerList() {
  const myCustomers = useResourceDefinition('myCustomers');
  const customerManagement = useResourceDefinition('customerManagement');
  const translate = useTranslate();
  const route = useResourceContext();
  const resource = route === customerManagement.route ? customerManagement : myCustomers;
  const [opened, setOpened] = useState<Opened>(null);
  const close = () => setOpened(null);
  return (
    <ResourceList
      resource={resource}
      columnChooser
      notice={<UnsureFitNotice resource={resource} other="resources.customerLeads.name" />}
      dialogs={
        opened && (
          <>
            {opened.kind === 'customer' && <CustomerDetailsDialog row={opened.row} onClose={close} />}
            {opened.kind === 'vehicle' && <VehicleDetailsDialog row={opened.row} onClose={close} />}
            {opened.kind === 'bookings' && <BookingHistoryDialog row={opened.row} onClose={close} />}
          </>
        )
      }
    >
      <DataTable.Col label="app.columns.serial" render={() => <SerialNumber />} disableSort />
      <DataTable.Col source="date" label={`${T}.fields.date`} render={(row: Row) => formatDate(row.date)} cellSx={oneLineCell} />
      <DataTable.Col
        source="customerName"
        label={`${T}.fields.customerName`}
        render={(row: Row) => (
          <>
            <OpenerLink text={nameOf(row)} label={translate(`${T}.customer_details`)} onClick={() => setOpened({ kind: 'customer', row })} />
            <UnsureFitMarker fits={row.fits} />
          </>
        )}
      />
      <DataTable.Col source="city" label={`${T}.fields.city`} render={(row: Row) => row.city || '-'} />
      <DataTable.Col source="vehicleType" label={`${T}.fields.vehicleType`} render={(row: Row) => translate(vehicleTypeKey(row.vehicleType))} />
      <DataTable.Col
        source="vehicleNumber"
        label={`${T}.fields.vehicleNumber`}
        render={(row: Row) =>
          row.vehicleNumber ? (
            <OpenerLink text={row.vehicleNumber} label={translate(`${T}.vehicle_details`)} onClick={() => setOpened({ kind: 'vehicle', row })} />
          ) : (
            '-'
          )
        }
      />
      <DataTable.Col source="brand" label={`${T}.fields.brand`} render={(row: Row) => row.brand || '-'} />
      <DataTable.Col source="model" label={`${T}.fields.model`} render={(row: Row) => row.model || '-'} />
      <DataTable.Col source="variant" label={`${T}.fields.variant`} render={(row: Row) => row.variant || '-'} />
      <DataTable.Col source="fuelType" label={`${T}.fields.fuelType`} render={(row: Row) => row.fuelType || '-'} />
      <DataTable.Col source="year" label={`${T}.fields.year`} render={(row: Row) => row.year ?? '-'} />
      <DataTable.Col
        label={`${T}.booking_history`}
        disableSort
        render={(row: Row) => (
          <RowButton onClick={() => setOpened({ kind: 'bookings', row })} label={`${translate(`${T}.view_bookings`)}: ${nameOf(row)}`}>
            {translate(`${T}.view`)} ({row.serviceBookings?.length ?? 0})
          </RowButton>
        )}
      />
    </ResourceList>
  );
}

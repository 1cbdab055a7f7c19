import { useState } from 'react';
import { DataTable, useResourceContext, useTranslate } from 'react-admin';
import { UnsureFitMarker, UnsureFitNotice } from '../../../components/list/UnsureFit';
import { ResourceList } from '../../../components/list/ResourceList';
import { RowButton } from '../../../components/list/RowButton';
import { SerialNumber } from '../../../components/list/SerialNumber';
import { oneLineCell } from '../../../components/list/cells';
import { formatDate } from '../../../lib/dates';
import { choiceText, FUEL_CHOICES, vehicleTypeKey } from '../../../core/choices';
import { useResourceDefinition } from '../../../components/ResourceDefinitionContext';
import { lazyComponent } from '../../../lib/lazyComponent';
import { usePreloadAfterFirstReads } from '../../../components/useAfterFirstReads';
import { T, nameOf, type CustomerRow as Row } from './model';

/** The detail popups load when first opened, or once the list's first reads are done. */
const detailDialogs = () => import('./CustomerDetailDialogs');
const CustomerDetailsDialog = lazyComponent(async () => ({ default: (await detailDialogs()).CustomerDetailsDialog }));
const VehicleDetailsDialog = lazyComponent(async () => ({ default: (await detailDialogs()).VehicleDetailsDialog }));
const BookingHistoryDialog = lazyComponent(async () => ({ default: (await detailDialogs()).BookingHistoryDialog }));
const DETAIL_DIALOGS = [CustomerDetailsDialog, VehicleDetailsDialog, BookingHistoryDialog];

type Opened = { kind: 'customer' | 'vehicle' | 'bookings'; row: Row } | null;

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
  usePreloadAfterFirstReads(DETAIL_DIALOGS);
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
      <DataTable.Col source="fuelType" label={`${T}.fields.fuelType`} render={(row: Row) => choiceText(translate, FUEL_CHOICES, row.fuelType)} />
      <DataTable.Col source="year" label={`${T}.fields.year`} render={(row: Row) => row.year ?? '-'} />
      <DataTable.Col
        label={`${T}.booking_history`}
        disableSort
        render={(row: Row) => (
          <RowButton onClick={() => setOpened({ kind: 'bookings', row })} label={`${translate(`${T}.view_bookings`)}: ${nameOf(row)}`}>
            {row.serviceBookings ? `${translate(`${T}.view`)} (${row.serviceBookings.length})` : translate(`${T}.view`)}
          </RowButton>
        )}
      />
    </ResourceList>
  );
}

import { useState } from 'react';
import { DataTable, useTranslate } from 'react-admin';
import type { Booking } from '../../../api/types';
import { ResourceList } from '../../../components/list/ResourceList';
import { RowButton } from '../../../components/list/RowButton';
import { RowChip } from '../../../components/list/RowChip';
import { SerialNumber } from '../../../components/list/SerialNumber';
import { oneLineCell } from '../../../components/list/cells';
import { StatusBadge } from '../../../components/list/StatusBadge';
import { formatDate } from '../../../lib/dates';
import { documentUrl } from '../../../data/defineReport';
import { BOOKING_STATUS_COLOURS, variantOf } from './model';
import { choiceText, FUEL_CHOICES } from '../../../core/choices';
import { useResourceDefinition } from '../../../components/ResourceDefinitionContext';
import { lazyComponent } from '../../../lib/lazyComponent';
import { usePreloadAfterFirstReads } from '../../../components/useAfterFirstReads';

/** Its code loads when first opened, or once the list's first reads are done. */
const InspectionDialog = lazyComponent(async () => ({ default: (await import('./InspectionDialog')).InspectionDialog }));

const T = 'resources.bookings';

function BookingStatusBadge({ status }: { status: string | undefined }) {
  const translate = useTranslate();
  return (
    <RowChip tone={BOOKING_STATUS_COLOURS[status ?? ''] ?? 'default'}>{translate(`${T}.booking_status.${status}`, { _: status || '-' })}</RowChip>
  );
}

/**
 * A read-only rating out of 5 as five stars in text, then its figure (MUI's Rating, in its colour, is a
 * styled group per row); the stars are a picture of the figure, so only the figure is read out.
 */
function Stars({ value }: { value: number }) {
  const full = Math.max(0, Math.min(5, Math.round(value)));
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      <span aria-hidden style={{ color: '#faaf00', letterSpacing: 1 }}>
        {'★'.repeat(full)}
        <span style={{ opacity: 0.3 }}>{'★'.repeat(5 - full)}</span>
      </span>{' '}
      {Number.isFinite(value) ? value : '-'}
    </span>
  );
}

export default function BookingList() {
  const bookings = useResourceDefinition('bookings');
  const translate = useTranslate();
  const [inspecting, setInspecting] = useState<Booking | null>(null);
  usePreloadAfterFirstReads(InspectionDialog);
  const view = translate(`${T}.view`);
  return (
    <ResourceList
      resource={bookings}
      columnChooser
      dialogs={inspecting && <InspectionDialog booking={inspecting} onClose={() => setInspecting(null)} />}
    >
      <DataTable.Col label="app.columns.serial" render={() => <SerialNumber />} disableSort />
      <DataTable.Col
        source="bookingDate"
        label={`${T}.fields.bookingDate`}
        render={(row: Booking) => formatDate(row.bookingDate)}
        cellSx={oneLineCell}
      />
      <DataTable.Col source="time" label={`${T}.fields.time`} render={(row: Booking) => row.time || '-'} cellSx={oneLineCell} disableSort />
      <DataTable.Col source="bookingId" label={`${T}.fields.bookingId`} />
      <DataTable.Col
        source="orderPlacedAt"
        label={`${T}.fields.orderPlacedAt`}
        render={(row: Booking) => formatDate(row.orderPlacedAt ?? row.date)}
        cellSx={oneLineCell}
      />
      <DataTable.Col source="customerName" label={`${T}.fields.customerName`} />
      <DataTable.Col source="vehicleNumber" label={`${T}.fields.vehicleNumber`} render={(row: Booking) => row.vehicleNumber || '-'} />
      <DataTable.Col source="modelName" label={`${T}.fields.modelName`} render={(row: Booking) => row.modelName || '-'} />
      <DataTable.Col source="variant" label={`${T}.fields.variant`} render={(row: Booking) => variantOf(row) || '-'} />
      <DataTable.Col source="fuelType" label={`${T}.fields.fuelType`} render={(row: Booking) => choiceText(translate, FUEL_CHOICES, row.fuelType)} />
      <DataTable.Col source="year" label={`${T}.fields.year`} render={(row: Booking) => row.year ?? '-'} />
      <DataTable.Col source="garageName" label={`${T}.fields.garageName`} render={(row: Booking) => row.garageName || '-'} />
      <DataTable.Col source="city" label={`${T}.fields.city`} render={(row: Booking) => row.city || '-'} />
      <DataTable.Col
        source="bookingStatus"
        label={`${T}.fields.bookingStatus`}
        render={(row: Booking) => <BookingStatusBadge status={row.bookingStatus} />}
      />
      <DataTable.Col
        label={`${T}.inspection_summary`}
        disableSort
        render={(row: Booking) => (
          <RowButton onClick={() => setInspecting(row)} label={`${view} ${translate(`${T}.inspection_summary`)}: ${row.bookingId}`}>
            {view}
          </RowButton>
        )}
      />
      <DataTable.Col
        label={`${T}.fields.invoice`}
        disableSort
        render={(row: Booking) =>
          // A server path of the invoice is relative to the API, as the reports' documents are.
          documentUrl(row.invoice) ? (
            <RowButton look="link" href={documentUrl(row.invoice)} label={`${view} ${translate(`${T}.fields.invoice`)}: ${row.bookingId}`}>
              {view}
            </RowButton>
          ) : (
            '-'
          )
        }
      />
      <DataTable.Col
        source="rating"
        label={`${T}.fields.rating`}
        render={(row: Booking) => (row.rating == null ? '-' : <Stars value={Number(row.rating)} />)}
      />
      <DataTable.Col
        source="orderStatus"
        label={`${T}.fields.orderStatus`}
        render={(row: Booking) => <StatusBadge active={row.orderStatus} inactiveLabel={translate(`${T}.order_inactive`)} />}
      />
    </ResourceList>
  );
}

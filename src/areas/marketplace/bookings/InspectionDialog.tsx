import { useTranslate } from 'react-admin';
import type { Booking } from '../../../api/types';
import { unreadableFieldsOf } from '../../../api/apiError';
import { InitialsAvatar } from '../../../components/InitialsAvatar';
import { DetailDialog, DetailTable } from '../../../components/DetailDialog';

const T = 'resources.bookings';

/** A booking's inspection summary: each checked condition with its photo and the mechanic. */
export function InspectionDialog({ booking, onClose }: { booking: Booking; onClose: () => void }) {
  const translate = useTranslate();
  const summary = booking.inspectionSummary;
  const rows = (summary?.inspectionData ?? []).map((entry, index) => [
    index + 1,
    entry.vechileCondition,
    <InitialsAvatar key="image" src={entry.image} name={entry.vechileCondition} size={48} />,
    summary?.mechanic || '-',
  ]);
  return (
    <DetailDialog title={`${translate(`${T}.inspection_summary`)}: ${booking.bookingId}`} onClose={onClose} maxWidth="md">
      <DetailTable
        headers={[
          translate('app.columns.serial'),
          translate(`${T}.fields.vehicleCondition`),
          translate(`${T}.fields.image`),
          translate(`${T}.fields.mechanic`),
        ]}
        rows={rows}
        // A summary sent in a shape the documents do not give is not 'no history'.
        empty={
          unreadableFieldsOf(booking).includes('inspectionSummary')
            ? translate('app.list.unreadable_cell', { fields: 'inspectionSummary' })
            : translate(`${T}.no_inspection`)
        }
      />
    </DetailDialog>
  );
}

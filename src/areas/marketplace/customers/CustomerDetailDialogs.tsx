import { Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { InitialsAvatar } from '../../../components/InitialsAvatar';
import { DetailDialog, DetailTable } from '../../../components/DetailDialog';
import { formatDate } from '../../../lib/dates';
import { T, nameOf, type CustomerRow as Row } from './model';

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
          {/* In its own direction, at the line's end ('right' is mirrored in Arabic). */}
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere', unicodeBidi: 'plaintext', textAlign: 'right' }}>
            {value ? String(value) : '-'}
          </Typography>
        </Box>
      ))}
    </Stack>
  );
}

export function CustomerDetailsDialog({ row, onClose }: { row: Row; onClose: () => void }) {
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

export function VehicleDetailsDialog({ row, onClose }: { row: Row; onClose: () => void }) {
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

export function BookingHistoryDialog({ row, onClose }: { row: Row; onClose: () => void }) {
  const translate = useTranslate();
  const bookings = row.serviceBookings ?? [];
  // A row sent without its bookings says so, not 'No Booking found.'.
  const empty = translate(row.serviceBookings ? `${T}.no_bookings` : 'app.list_not_sent');
  return (
    <DetailDialog title={`${translate(`${T}.booking_history`)}: ${nameOf(row)}`} onClose={onClose}>
      <DetailTable
        headers={[translate('app.columns.serial'), translate(`${T}.fields.date`), translate(`${T}.fields.garageName`)]}
        rows={bookings.map((booking, index) => [index + 1, formatDate(booking.date), booking.garageName])}
        empty={empty}
      />
    </DetailDialog>
  );
}

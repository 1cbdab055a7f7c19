import EventNoteIcon from '@mui/icons-material/EventNote';
import { api } from '../../../api/endpoints';
import type { Booking } from '../../../api/types';
import { formatDate } from '../../../lib/dates';
import { defineResource, lazyScreen } from '../../../core/defineResource';

/** Badge colour per booking status (002 §4): completed success, cancel danger. */
export const BOOKING_STATUS_COLOURS: Record<string, 'success' | 'error' | 'info' | 'warning'> = {
  completed: 'success',
  cancel: 'error',
  inProgress: 'info',
  readyForDelivery: 'warning',
};

const BOOKING_STATUS_EXPORT: Record<string, string> = {
  completed: 'Completed',
  cancel: 'Cancelled',
  inProgress: 'In Progress',
  readyForDelivery: 'Ready for Delivery',
};

/** Booking Management (002 'Booking Management'). */
export const bookings = defineResource<Booking>({
  name: 'booking',
  key: 'bookings',
  portal: 'product',
  menu: { icon: EventNoteIcon, order: 60 },
  list: lazyScreen(() => import('./BookingList')),
  idField: 'id',
  pageSize: 10,
  stream: { call: api.bookingList, rowsAt: 'data' },
  search: ['customerName', 'garageName', 'bookingId', 'vehicleNumber'],
  dateField: 'bookingDate',
  sort: { field: 'date', order: 'DESC' },
  export: {
    columns: [
      { header: 'S.No', value: (_, index) => index + 1 },
      { header: 'Booking Date', value: (row) => formatDate(row.bookingDate) },
      { header: 'Booking Time', value: (row) => row.time },
      { header: 'Booking ID', value: (row) => row.bookingId },
      { header: 'Order Placed at', value: (row) => formatDate(row.orderPlacedAt ?? row.date) },
      { header: 'Customer Name', value: (row) => row.customerName },
      { header: 'VehicleNumber', value: (row) => row.vehicleNumber },
      { header: 'Model Name', value: (row) => row.modelName },
      { header: 'Variant', value: (row) => row.variant },
      { header: 'Fuel Type', value: (row) => row.fuelType },
      { header: 'Year', value: (row) => row.year },
      { header: 'Garage Name', value: (row) => row.garageName },
      { header: 'City', value: (row) => row.city },
      { header: 'Booking Status', value: (row) => BOOKING_STATUS_EXPORT[row.bookingStatus] ?? row.bookingStatus },
      { header: 'Invoice', value: (row) => row.invoice || '-' },
      { header: 'Rating', value: (row) => row.rating ?? 0 },
      { header: 'Order Status', value: (row) => (row.orderStatus ? 'Active' : 'InActive') },
    ],
  },
});

import EventNoteIcon from '@mui/icons-material/EventNote';
import { api } from '../../../api/endpoints';
import type { Booking } from '../../../api/types';
import { defineResource } from '../../../core/defineResource';
import { FUEL_CHOICES, statusTextCell } from '../../../core/choices';
import { cell } from '../../../data/rowRules';
import { BOOKING_STATUS_COLOURS, ORDER_PLACED_CELL, VARIANT_CELL } from './model';
import { lazyComponent } from '../../../lib/lazyComponent';

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
  list: lazyComponent(() => import('./BookingList')),
  idField: 'id',
  pageSize: 10,
  read: { whole: api.bookingList, rows: 'data' },
  search: ['customerName', 'garageName', 'bookingId', 'vehicleNumber'],
  card: { title: 'bookingId', facts: ['customerName', 'bookingDate', 'bookingStatus'] },
  facets: [
    {
      source: 'bookingStatus',
      field: 'bookingStatus',
      label: 'resources.bookings.fields.bookingStatus',
      choices: Object.keys(BOOKING_STATUS_COLOURS).map((id) => ({ id, name: `resources.bookings.booking_status.${id}` })),
    },
    { source: 'city', field: 'city', label: 'resources.bookings.fields.city' },
    { source: 'garageName', field: 'garageName', label: 'resources.bookings.fields.garageName' },
    { source: 'fuelType', field: 'fuelType', label: 'resources.bookings.fields.fuelType', choices: FUEL_CHOICES },
  ],
  dateField: 'bookingDate',
  sort: { field: 'date', order: 'DESC' },
  // Columns sorted by what they show: the variant under whichever spelling it came, the order's time or its date.
  sorts: {
    variant: VARIANT_CELL,
    orderPlacedAt: ORDER_PLACED_CELL,
  },
  export: {
    columns: [
      { header: 'S.No', value: cell({ rowNumber: true }) },
      { header: 'Booking Date', value: cell({ date: { at: 'bookingDate' } }) },
      { header: 'Booking Time', value: cell({ at: 'time' }) },
      { header: 'Booking ID', value: cell({ at: 'bookingId' }) },
      { header: 'Order Placed at', value: cell({ date: ORDER_PLACED_CELL }) },
      { header: 'Customer Name', value: cell({ at: 'customerName' }) },
      { header: 'VehicleNumber', value: cell({ at: 'vehicleNumber' }) },
      { header: 'Model Name', value: cell({ at: 'modelName' }) },
      { header: 'Variant', value: cell(VARIANT_CELL) },
      { header: 'Fuel Type', value: cell({ at: 'fuelType' }) },
      { header: 'Year', value: cell({ at: 'year' }) },
      { header: 'Garage Name', value: cell({ at: 'garageName' }) },
      { header: 'City', value: cell({ at: 'city' }) },
      { header: 'Booking Status', value: cell({ label: { at: 'bookingStatus' }, labels: BOOKING_STATUS_EXPORT }) },
      { header: 'Invoice', value: cell({ firstTruthy: [{ at: 'invoice' }, { text: '-' }] }) },
      // A rating or order status not sent is '-', as on the screen.
      { header: 'Rating', value: cell({ first: [{ at: 'rating' }, { text: '-' }] }) },
      {
        header: 'Order Status',
        value: cell(statusTextCell('InActive', 'orderStatus')),
      },
    ],
  },
});

export * from './model';

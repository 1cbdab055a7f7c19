import type english from './messages';
import type { Translation } from '../messages';

export default {
  name: 'Gestión de reservas',
  menu: 'Gestión de reservas',
  empty: 'No se encontraron reservas.',
  fields: {
    bookingDate: 'Fecha de reserva',
    time: 'Hora de reserva',
    bookingId: 'ID de reserva',
    orderPlacedAt: 'Pedido realizado el',
    customerName: 'Nombre del cliente',
    vehicleNumber: 'Matrícula',
    modelName: 'Modelo',
    variant: 'Versión',
    fuelType: 'Combustible',
    year: 'Año',
    garageName: 'Nombre del taller',
    city: 'Ciudad',
    bookingStatus: 'Estado de la reserva',
    invoice: 'Factura',
    rating: 'Valoración',
    orderStatus: 'Estado del pedido',
    vehicleCondition: 'Estado del vehículo',
    image: 'Imagen',
    mechanic: 'Mecánico',
  },
  booking_status: { completed: 'Completada', cancel: 'Cancelada', inProgress: 'En curso', readyForDelivery: 'Lista para entrega' },
  order_inactive: 'Inactivo',
  inspection_summary: 'Resumen de inspección',
  view: 'Ver',
  no_inspection: 'No hay historial de inspección.',
} satisfies Translation<typeof english>;

import type english from './messages';
import type { Translation } from '../messages';

export default {
  gathering: 'Buscando en todas las páginas… %{loaded} de %{total}',
  garage: 'Taller',
  all_garages: 'Todos los talleres',
  garages_failed: 'No se pudo cargar la lista de talleres.',
  view: 'Ver',
  fields: {
    date: 'Fecha',
    billNumber: 'Número de factura',
    garageName: 'Nombre del taller',
    customerName: 'Nombre del cliente',
    customerImage: 'Imagen del cliente',
    vehicleNumber: 'Matrícula',
    totalRates: 'Importe bruto',
    totalDiscount: 'Descuento',
    totalTax: 'Impuesto',
    totalAmounts: 'Importe total',
    invoice: 'Factura',
    bookingId: 'ID de reserva',
    phone: 'Número de teléfono',
    email: 'Correo electrónico',
    brand: 'Marca',
    model: 'Modelo',
    year: 'Año',
    fuelType: 'Tipo de combustible',
  },
} satisfies Translation<typeof english>;

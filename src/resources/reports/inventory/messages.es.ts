import type english from './messages';
import type { Translation } from '../../messages';

export default {
  name: 'Inventario',
  menu: 'Inventario',
  empty: 'No se encontró inventario.',
  fields: {
    partName: 'Nombre de la pieza',
    brandName: 'Marca',
    partNumber: 'Número de pieza',
    rackNumber: 'Número de estante',
    vehicleType: 'Tipo de vehículo',
    sac_hsn: 'Código SAC/HSN',
    minimumNumber: 'Existencias mínimas',
    maximumNumber: 'Existencias máximas',
    quantity: 'Cantidad',
    rate: 'Precio unitario',
    taxType: 'Tipo de impuesto',
    subTotal: 'Subtotal',
    tax: 'Impuesto (%)',
    discount: 'Descuento (%)',
  },
} satisfies Translation<typeof english>;

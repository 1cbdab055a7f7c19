import type english from './messages';
import type { Translation } from '../../messages';

export default {
  name: 'Proveedores',
  menu: 'Proveedores',
  empty: 'No se encontraron facturas de venta.',
  fields: { image: 'Imagen', vendorName: 'Nombre del proveedor', due: 'Pendiente', paid: 'Pagado' },
} satisfies Translation<typeof english>;

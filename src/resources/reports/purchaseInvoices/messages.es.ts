import type english from './messages';
import type { Translation } from '../../messages';

export default {
  name: 'Facturas de compra',
  menu: 'Facturas de compra',
  empty: 'No se encontraron facturas de venta.',
  fields: { vendorName: 'Nombre del proveedor', uploadedImage: 'Imagen subida' },
} satisfies Translation<typeof english>;

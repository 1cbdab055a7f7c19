import type english from './messages';
import type { Translation } from '../../messages';

export default { name: 'Órdenes de trabajo', menu: 'Órdenes de trabajo', empty: 'No se encontraron facturas de venta.', fields: { invoiceNumber: 'Número de factura' } } satisfies Translation<typeof english>;

import type english from './messages';
import type { Translation } from '../../messages';

export default { name: 'Facturas de venta', menu: 'Facturas de venta', empty: 'No se encontraron facturas de venta.' } satisfies Translation<typeof english>;

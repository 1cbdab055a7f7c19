import type english from './messages';
import type { Translation } from '../messages';

export default { name: 'Clientes potenciales procesados', menu: 'Clientes potenciales', empty: 'Todavía no se ha procesado ningún cliente potencial.' } satisfies Translation<typeof english>;

import type english from './messages';
import type { Translation } from '../../messages';

export default { name: 'Schede di lavoro', menu: 'Schede di lavoro', empty: 'Nessuna fattura di vendita trovata.', fields: { invoiceNumber: 'Numero fattura' } } satisfies Translation<typeof english>;

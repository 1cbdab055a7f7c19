import type english from './messages';
import type { Translation } from '../../messages';

export default {
  name: 'Historial de monedas',
  menu: 'Historial de monedas',
  empty: 'No se encontraron abonos.',
  fields: { garageId: 'ID del taller', date: 'Fecha de abono', amount: 'Importe abonado', bank: 'Datos bancarios', invoice: 'Factura' },
  bank: {
    title: 'Datos bancarios',
    empty: 'No hay historial de datos bancarios.',
    nameAsPerBankAccount: 'Titular',
    bankName: 'Banco',
    branch: 'Sucursal',
    ifscCode: 'Código IFSC',
    accountNumber: 'Número de cuenta',
  },
} satisfies Translation<typeof english>;

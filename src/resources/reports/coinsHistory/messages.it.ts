import type english from './messages';
import type { Translation } from '../../messages';

export default {
  name: 'Storico monete',
  menu: 'Storico monete',
  empty: 'Nessun accredito trovato.',
  fields: { garageId: 'ID officina', date: 'Data di accredito', amount: 'Importo accreditato', bank: 'Dati bancari', invoice: 'Fattura' },
  bank: {
    title: 'Dati bancari',
    empty: 'Nessun dato bancario registrato.',
    nameAsPerBankAccount: 'Intestatario',
    bankName: 'Banca',
    branch: 'Filiale',
    ifscCode: 'Codice IFSC',
    accountNumber: 'Numero di conto',
  },
} satisfies Translation<typeof english>;

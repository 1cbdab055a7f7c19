import type english from './messages';
import type { Translation } from '../../messages';

export default {
  name: 'Historique des pièces',
  menu: 'Historique des pièces',
  empty: 'Aucun crédit trouvé.',
  fields: { garageId: 'ID du garage', date: 'Date du crédit', amount: 'Montant crédité', bank: 'Coordonnées bancaires', invoice: 'Facture' },
  bank: {
    title: 'Coordonnées bancaires',
    empty: 'Aucune coordonnée bancaire enregistrée.',
    nameAsPerBankAccount: 'Titulaire',
    bankName: 'Banque',
    branch: 'Agence',
    ifscCode: 'Code IFSC',
    accountNumber: 'Numéro de compte',
  },
} satisfies Translation<typeof english>;

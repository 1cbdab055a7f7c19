import type english from './messages';
import type { Translation } from '../messages';

export default {
  name: 'Codici promozionali',
  menu: 'Codici promozionali',
  empty: 'Nessun record disponibile.',
  add: 'Aggiungi codice promozionale',
  edit: 'Modifica codice promozionale',
  fields: {
    promoCode: 'Codice promozionale',
    promoCodeType: 'Tipo',
    promoCodeValue: 'Valore',
    discount: 'Sconto (%)',
    value: 'Importo (₹)',
    startDate: 'Data di inizio',
    expiryDate: 'Data di scadenza',
  },
  types: { discount: 'Sconto', value: 'Importo fisso' },
  validation: {
    promoCode: 'Inserisci il codice promozionale',
    discount: 'Lo sconto deve essere tra 0% e 100%',
    value: 'Il valore deve essere maggiore o uguale a 0',
    startDate: 'Seleziona la data di inizio',
    expiryDate: 'Seleziona la data di scadenza',
    expiry_before_start: 'La data di scadenza non può precedere la data di inizio',
  },
  notifications: {
    added: 'Codice promozionale aggiunto correttamente',
    updated: 'Codice promozionale aggiornato correttamente',
    failed: "Errore durante l'aggiunta del codice promozionale",
  },
  status: {
    active: 'Attivo',
    inactive: 'Inattivo',
    expired: 'Scaduto',
    confirm: 'Vuoi davvero rendere questo codice promozionale %{status}?',
    confirm_expired: 'Il codice %{code} è scaduto. Segnarlo come scaduto?',
    changed: 'Il codice promozionale ora è %{status}',
  },
} satisfies Translation<typeof english>;

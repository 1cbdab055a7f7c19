import type { Translation } from '../../core/messages';
import type english from './messages';

export default {
  category: {
    name: 'Categoria |||| Categorie',
    menu: 'Categorie',
    add: 'Aggiungi categoria',
    edit: 'Modifica categoria',
    empty: 'Nessuna categoria disponibile.',
    fields: {
      categoryImage: 'Immagine della categoria',
      categoryName: 'Nome della categoria',
      categoryDescription: 'Descrizione',
      vehicleType: 'Tipo di veicolo',
    },
    validation: { vehicleType: 'Seleziona il tipo di veicolo', categoryName: 'Inserisci il nome della categoria' },
    notifications: { added: 'Categoria aggiunta correttamente', edited: 'Categoria modificata correttamente' },
    status: { confirm: 'Sei sicuro di voler %{action} questa categoria?', changed: 'Lo stato della categoria ora è «%{status}»' },
  },
  services: {
    name: 'Servizio |||| Servizi',
    menu: 'Servizi',
    add: 'Aggiungi servizio',
    edit: 'Modifica servizio',
    empty: 'Nessun servizio disponibile.',
    fields: {
      serviceImage: 'Immagine del servizio',
      categoryName: 'Nome della categoria',
      serviceName: 'Nome del servizio',
      vehicleType: 'Tipo di veicolo',
      whatsIncluded: 'Cosa è incluso',
    },
    whats_included_help:
      'Separa le voci con una virgola: ognuna appare su una nuova riga nelle app per clienti e officine. Le chiamate di aggiunta e modifica non portano questo campo: ciò che si scrive qui non viene salvato.',
    validation: { categoryId: 'Inserisci il nome della categoria', serviceName: 'Seleziona il nome del servizio' },
    notifications: { added: 'Servizio aggiunto correttamente', edited: 'Servizio modificato correttamente' },
    status: { confirm: 'Sei sicuro di voler %{action} questo servizio?', changed: 'Lo stato del servizio ora è «%{status}»' },
  },
} satisfies Translation<typeof english>;

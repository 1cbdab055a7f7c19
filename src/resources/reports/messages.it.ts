import type english from './messages';
import type { Translation } from '../messages';

export default {
  gathering: 'Ricerca in tutte le pagine… %{loaded} di %{total}',
  garage: 'Officina',
  all_garages: 'Tutte le officine',
  garages_failed: "Impossibile caricare l'elenco delle officine.",
  view: 'Visualizza',
  fields: {
    date: 'Data',
    billNumber: 'Numero fattura',
    garageName: "Nome dell'officina",
    customerName: 'Nome del cliente',
    customerImage: 'Immagine del cliente',
    vehicleNumber: 'Targa',
    totalRates: 'Importo lordo',
    totalDiscount: 'Sconto',
    totalTax: 'Imposta',
    totalAmounts: 'Importo totale',
    invoice: 'Fattura',
    bookingId: 'ID prenotazione',
    phone: 'Numero di telefono',
    email: 'E-mail',
    brand: 'Marca',
    model: 'Modello',
    year: 'Anno',
    fuelType: 'Carburante',
  },
} satisfies Translation<typeof english>;

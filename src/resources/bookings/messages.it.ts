import type english from './messages';
import type { Translation } from '../messages';

export default {
  name: 'Gestione prenotazioni',
  menu: 'Gestione prenotazioni',
  empty: 'Nessuna prenotazione trovata.',
  fields: {
    bookingDate: 'Data prenotazione',
    time: 'Ora prenotazione',
    bookingId: 'ID prenotazione',
    orderPlacedAt: 'Ordine effettuato il',
    customerName: 'Nome cliente',
    vehicleNumber: 'Targa',
    modelName: 'Modello',
    variant: 'Versione',
    fuelType: 'Carburante',
    year: 'Anno',
    garageName: "Nome dell'officina",
    city: 'Città',
    bookingStatus: 'Stato prenotazione',
    invoice: 'Fattura',
    rating: 'Valutazione',
    orderStatus: 'Stato ordine',
    vehicleCondition: 'Condizioni del veicolo',
    image: 'Immagine',
    mechanic: 'Meccanico',
  },
  booking_status: { completed: 'Completata', cancel: 'Annullata', inProgress: 'In corso', readyForDelivery: 'Pronta per la consegna' },
  order_inactive: 'Inattivo',
  inspection_summary: 'Riepilogo ispezione',
  view: 'Visualizza',
  no_inspection: 'Nessuno storico ispezioni.',
} satisfies Translation<typeof english>;

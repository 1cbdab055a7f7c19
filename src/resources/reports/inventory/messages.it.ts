import type english from './messages';
import type { Translation } from '../../messages';

export default {
  name: 'Magazzino',
  menu: 'Magazzino',
  empty: 'Nessun articolo in magazzino trovato.',
  fields: {
    partName: 'Nome del ricambio',
    brandName: 'Marca',
    partNumber: 'Codice ricambio',
    rackNumber: 'Numero scaffale',
    vehicleType: 'Tipo di veicolo',
    sac_hsn: 'Codice SAC/HSN',
    minimumNumber: 'Scorta minima',
    maximumNumber: 'Scorta massima',
    quantity: 'Quantità',
    rate: 'Prezzo unitario',
    taxType: 'Tipo di imposta',
    subTotal: 'Subtotale',
    tax: 'Imposta (%)',
    discount: 'Sconto (%)',
  },
} satisfies Translation<typeof english>;

import type english from './messages';
import type { Translation } from '../messages';

export default {
  gathering: 'Recherche dans toutes les pages… %{loaded} sur %{total}',
  garage: 'Garage',
  all_garages: 'Tous les garages',
  garages_failed: "La liste des garages n'a pas pu être chargée.",
  view: 'Voir',
  fields: {
    date: 'Date',
    billNumber: 'Numéro de facture',
    garageName: 'Nom du garage',
    customerName: 'Nom du client',
    customerImage: 'Image du client',
    vehicleNumber: "Numéro d'immatriculation",
    totalRates: 'Montant brut',
    totalDiscount: 'Remise',
    totalTax: 'Taxe',
    totalAmounts: 'Montant total',
    invoice: 'Facture',
    bookingId: 'ID de réservation',
    phone: 'Numéro de téléphone',
    email: 'E-mail',
    brand: 'Marque',
    model: 'Modèle',
    year: 'Année',
    fuelType: 'Carburant',
  },
} satisfies Translation<typeof english>;

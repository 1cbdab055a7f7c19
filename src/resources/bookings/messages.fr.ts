import type english from './messages';
import type { Translation } from '../messages';

export default {
  name: 'Gestion des réservations',
  menu: 'Gestion des réservations',
  empty: 'Aucune réservation trouvée.',
  fields: {
    bookingDate: 'Date de réservation',
    time: 'Heure de réservation',
    bookingId: 'N° de réservation',
    orderPlacedAt: 'Commande passée le',
    customerName: 'Nom du client',
    vehicleNumber: 'Immatriculation',
    modelName: 'Modèle',
    variant: 'Version',
    fuelType: 'Carburant',
    year: 'Année',
    garageName: 'Nom du garage',
    city: 'Ville',
    bookingStatus: 'Statut de la réservation',
    invoice: 'Facture',
    rating: 'Note',
    orderStatus: 'Statut de la commande',
    vehicleCondition: 'État du véhicule',
    image: 'Image',
    mechanic: 'Mécanicien',
  },
  booking_status: { completed: 'Terminée', cancel: 'Annulée', inProgress: 'En cours', readyForDelivery: 'Prête à livrer' },
  order_inactive: 'Inactive',
  inspection_summary: "Résumé d'inspection",
  view: 'Voir',
  no_inspection: "Aucun historique d'inspection.",
} satisfies Translation<typeof english>;

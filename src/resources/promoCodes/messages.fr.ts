import type english from './messages';
import type { Translation } from '../messages';

export default {
  name: 'Codes promo',
  menu: 'Codes promo',
  empty: 'Aucun enregistrement disponible.',
  add: 'Ajouter un code promo',
  edit: 'Modifier le code promo',
  fields: {
    promoCode: 'Code promo',
    promoCodeType: 'Type',
    promoCodeValue: 'Valeur',
    discount: 'Remise (%)',
    value: 'Montant (₹)',
    startDate: 'Date de début',
    expiryDate: "Date d'expiration",
  },
  types: { discount: 'Remise', value: 'Montant fixe' },
  validation: {
    promoCode: 'Veuillez saisir le code promo',
    discount: 'La remise doit être comprise entre 0 % et 100 %',
    value: 'La valeur doit être supérieure ou égale à 0',
    startDate: 'Veuillez choisir la date de début',
    expiryDate: "Veuillez choisir la date d'expiration",
    expiry_before_start: "La date d'expiration ne peut pas précéder la date de début",
  },
  notifications: {
    added: 'Code promo ajouté avec succès',
    updated: 'Code promo mis à jour avec succès',
    failed: "Erreur lors de l'ajout du code promo",
  },
  status: {
    active: 'Actif',
    inactive: 'Inactif',
    expired: 'Expiré',
    confirm: 'Voulez-vous vraiment rendre ce code promo %{status} ?',
    confirm_expired: 'Le code %{code} a expiré. Le marquer comme expiré ?',
    changed: 'Le code promo est maintenant %{status}',
  },
} satisfies Translation<typeof english>;

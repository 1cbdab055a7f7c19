import type english from './approveMessages';
import type { Translation } from '../messages';

export default {
  name: 'Approuver les garages',
  menu: 'Approuver les garages',
  empty: 'Aucun garage à afficher.',
  approve: 'Approuver',
  confirm: 'Voulez-vous vraiment approuver ce garage ?',
  approved: 'Approuvé avec succès',
  approve_failed: "Le garage n'a pas pu être approuvé.",
  pending: 'En attente',
  fields: { specializations: 'Spécialités' },
} satisfies Translation<typeof english>;

import type english from './approveMessages';
import type { Translation } from '../messages';

export default {
  name: 'Approuver les garages',
  menu: 'Approuver les garages',
  empty: 'Aucun garage à afficher.',
  approve: 'Approuver',
  confirm: 'Voulez-vous vraiment approuver ce garage ?',
  approved: 'Approbation réussie',
  failed: 'Le garage n’a pas pu être approuvé.',
} satisfies Translation<typeof english>;

import type english from './approveMessages';
import type { Translation } from '../messages';

export default {
  name: 'Approva officine',
  menu: 'Approva officine',
  empty: 'Nessuna officina da mostrare.',
  approve: 'Approva',
  confirm: 'Vuoi davvero approvare questa officina?',
  approved: 'Approvazione riuscita',
  approve_failed: "Impossibile approvare l'officina.",
  pending: 'In attesa',
  fields: { specializations: 'Specializzazioni' },
} satisfies Translation<typeof english>;

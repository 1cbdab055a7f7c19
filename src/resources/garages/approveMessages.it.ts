import type english from './approveMessages';
import type { Translation } from '../messages';

export default {
  name: 'Approva officine',
  menu: 'Approva officine',
  empty: 'Nessuna officina da mostrare.',
  approve: 'Approva',
  confirm: 'Vuoi davvero approvare questa officina?',
  approved: 'Approvazione riuscita',
  failed: 'Impossibile approvare l’officina.',
} satisfies Translation<typeof english>;

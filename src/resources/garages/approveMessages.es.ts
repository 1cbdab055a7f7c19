import type english from './approveMessages';
import type { Translation } from '../messages';

export default {
  name: 'Aprobar taller',
  menu: 'Aprobar taller',
  empty: 'No hay talleres que mostrar.',
  approve: 'Aprobar',
  confirm: '¿Seguro que desea aprobar este taller?',
  approved: 'Aprobación correcta',
  failed: 'No se pudo aprobar el taller.',
} satisfies Translation<typeof english>;

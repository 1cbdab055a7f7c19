import type english from './approveMessages';
import type { Translation } from '../messages';

export default {
  name: 'Aprobar talleres',
  menu: 'Aprobar talleres',
  empty: 'No hay talleres para mostrar.',
  approve: 'Aprobar',
  confirm: '¿Seguro que desea aprobar este taller?',
  approved: 'Aprobado correctamente',
  approve_failed: 'No se pudo aprobar el taller.',
  pending: 'Pendiente',
  fields: { specializations: 'Especialidades' },
} satisfies Translation<typeof english>;

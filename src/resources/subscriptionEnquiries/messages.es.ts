import type english from './messages';
import type { Translation } from '../messages';

export default {
  name: 'Consulta de suscripción',
  menu: 'Consultas de suscripción',
  empty: 'No se encontraron solicitudes de talleres.',
  fields: {
    createdAt: 'Fecha',
    name: 'Nombre del propietario',
    garage: 'Nombre del taller',
    phone: 'Teléfono',
    email: 'Correo electrónico',
    address: 'Dirección',
    state: 'Estado',
    city: 'Ciudad',
    plan: 'Plan',
    feature: 'Funciones',
    query: 'Consulta',
    status: 'Estado de la solicitud',
  },
  details: { title: 'Detalles de la solicitud del taller', open: 'Detalles de la solicitud de %{name}' },
} satisfies Translation<typeof english>;

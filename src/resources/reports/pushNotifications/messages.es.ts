import type english from './messages';
import type { Translation } from '../../messages';

export default {
  name: 'Notificaciones push',
  menu: 'Notificaciones push',
  empty: 'No se encontraron notificaciones.',
  add: 'Añadir notificación push',
  state_first: 'Elija primero un estado',
  garages_help: 'Talleres que coinciden: %{count}',
  fields: {
    image: 'Imagen',
    state: 'Estado',
    location: 'Ubicación',
    cities: 'Ciudades',
    vehicleType: 'Tipo de vehículo',
    businessType: 'Tipo de negocio',
    garages: 'Talleres',
    title: 'Título',
    content: 'Contenido',
    reads: 'Lecturas',
    click: 'Clics',
  },
  status: { sent: 'Envío correcto', failed: 'Envío fallido' },
  notifications: {
    added: 'Notificación añadida correctamente',
    no_garages: 'No se encontraron talleres para los criterios indicados',
    no_tokens: 'No se encontraron tokens de dispositivo para los criterios indicados',
    failed: 'Error al añadir la notificación',
  },
} satisfies Translation<typeof english>;

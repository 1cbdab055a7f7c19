import type english from './messages';
import type { Translation } from '../messages';

export default {
  name: 'Notificaciones',
  menu: 'Notificaciones',
  empty: 'No hay registros disponibles.',
  send: 'Enviar notificación',
  under_working_title: 'En desarrollo.',
  under_working: 'Esta pantalla aún no está conectada a un servidor: las filas son ejemplos y no se envía nada a nadie.',
  not_sent: 'No enviada: las notificaciones están en desarrollo y no conectadas a un servidor.',
  fields: { title: 'Título de la notificación', description: 'Descripción', sendTo: 'Enviar a', recipient: 'Destinatario' },
  send_to: { customer: 'Cliente', Garage: 'Taller', Multiple: 'Varios' },
  validation: { title: 'Introduzca el título de la notificación', recipient: 'Seleccione el destinatario' },
} satisfies Translation<typeof english>;

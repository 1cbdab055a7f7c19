import type { Translation } from '../../core/messages';
import type english from './messages';

export default {
  states: {
    name: 'Estado |||| Estados',
    menu: 'Estados',
    empty: 'No hay estados disponibles.',
    fields: { stateName: 'Estado', iso2: 'Nombre abreviado' },
  },
  cities: {
    name: 'Ciudad |||| Ciudades',
    menu: 'Ciudades',
    add: 'Añadir ciudad',
    empty: 'No hay ciudades disponibles.',
    choose_first: 'Elija un estado para ver sus ciudades.',
    tier_edit: 'Editar nivel',
    fields: { cityName: 'Nombre de la ciudad', tier: 'Nivel', state: 'Estado' },
    validation: { stateId: 'Seleccione el estado', cityName: 'Seleccione la ciudad' },
    notifications: { added: 'Ciudad añadida correctamente', tier_updated: 'Nivel actualizado correctamente' },
    status: { confirm: '¿Está seguro de que desea %{action} esta ciudad?', changed: 'Estado actualizado correctamente' },
  },
} satisfies Translation<typeof english>;

import type { Translation } from '../../core/messages';
import type english from './messages';

export default {
  category: {
    name: 'Catégorie |||| Catégories',
    menu: 'Catégories',
    add: 'Ajouter une catégorie',
    edit: 'Modifier la catégorie',
    empty: 'Aucune catégorie disponible.',
    fields: {
      categoryImage: 'Image de la catégorie',
      categoryName: 'Nom de la catégorie',
      categoryDescription: 'Description',
      vehicleType: 'Type de véhicule',
    },
    validation: { vehicleType: 'Veuillez sélectionner le type de véhicule', categoryName: 'Veuillez saisir le nom de la catégorie' },
    notifications: { added: 'Catégorie ajoutée avec succès', edited: 'Catégorie modifiée avec succès' },
    status: { confirm: 'Voulez-vous vraiment %{action} cette catégorie ?', changed: 'Le statut de la catégorie est passé à « %{status} »' },
  },
  services: {
    name: 'Service |||| Services',
    menu: 'Services',
    add: 'Ajouter un service',
    edit: 'Modifier le service',
    empty: 'Aucun service disponible.',
    fields: {
      serviceImage: 'Image du service',
      categoryName: 'Nom de la catégorie',
      serviceName: 'Nom du service',
      vehicleType: 'Type de véhicule',
      whatsIncluded: 'Ce qui est inclus',
    },
    whats_included_help:
      "Séparez les éléments par des virgules : chacun apparaît sur une nouvelle ligne dans les applications client et garage. Les appels d'ajout et de modification ne portent pas ce champ : ce qui est saisi ici n'est pas enregistré.",
    validation: { categoryId: 'Veuillez saisir le nom de la catégorie', serviceName: 'Veuillez sélectionner le nom du service' },
    notifications: { added: 'Service ajouté avec succès', edited: 'Service modifié avec succès' },
    status: { confirm: 'Voulez-vous vraiment %{action} ce service ?', changed: 'Le statut du service est passé à « %{status} »' },
  },
} satisfies Translation<typeof english>;

import type { Service } from '../../../api/types';

/** The values the edit form opens with. */
export const serviceFormValues = (row: Service) => ({
  categoryId: row.categoryId,
  serviceName: row.serviceName ?? '',
  serviceImage: row.serviceImage,
  whatsIncluded: '',
});

import type { SubAdmin } from '../../../api/types';

/** The values the edit form opens with. */
export const subAdminFormValues = (row: SubAdmin) => ({ name: row.name ?? '', email: row.email ?? '', roleId: row.roleId ?? '' });

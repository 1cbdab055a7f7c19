import type { Translation } from '../../core/messages';
import type english from './messages';

export default {
  states: {
    name: 'ولايات |||| ولاية |||| ولايات |||| ولايات |||| ولايات |||| ولايات',
    menu: 'الولايات',
    empty: 'لا توجد ولايات متاحة.',
    fields: { stateName: 'الولاية', iso2: 'الاسم المختصر' },
  },
  cities: {
    name: 'مدن |||| مدينة |||| مدن |||| مدن |||| مدن |||| مدن',
    menu: 'المدن',
    add: 'إضافة مدينة',
    empty: 'لا توجد مدن متاحة.',
    choose_first: 'اختر ولاية لعرض مدنها.',
    tier_edit: 'تعديل المستوى',
    fields: { cityName: 'اسم المدينة', tier: 'المستوى', state: 'الولاية' },
    validation: { stateId: 'يرجى اختيار الولاية', cityName: 'يرجى اختيار المدينة' },
    notifications: { added: 'تمت إضافة المدينة بنجاح', tier_updated: 'تم تحديث المستوى بنجاح' },
    status: { confirm: 'هل أنت متأكد من أنك تريد %{action} هذه المدينة؟', changed: 'تم تحديث الحالة بنجاح' },
  },
} satisfies Translation<typeof english>;

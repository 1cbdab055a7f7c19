import { defineResourceMessages } from '../messages';

/** Column labels are shared with Lead Management (`resources.leadManagement.fields`). */
export default defineResourceMessages(
  { name: 'Leads Proceed', menu: 'Leads', empty: 'No leads have been processed yet.' },
  {
    zh: { name: '已处理线索', menu: '线索', empty: '尚无已处理的线索。' },
    es: { name: 'Clientes potenciales procesados', menu: 'Clientes potenciales', empty: 'Todavía no se ha procesado ningún cliente potencial.' },
    fr: { name: 'Prospects traités', menu: 'Prospects', empty: 'Aucun prospect n’a encore été traité.' },
    it: { name: 'Lead elaborati', menu: 'Lead', empty: 'Nessun lead è stato ancora elaborato.' },
    ar: { name: 'العملاء المحتملون المعالَجون', menu: 'العملاء المحتملون', empty: 'لم تتم معالجة أي عميل محتمل بعد.' },
  },
);

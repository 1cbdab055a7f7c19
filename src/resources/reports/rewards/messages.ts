import { defineResourceMessages } from '../../messages';

export default defineResourceMessages(
  {
    name: 'Cashback Coins',
    menu: 'Cashback Coins',
    empty: 'No Rewards List found.',
    fields: { currentPoints: 'Current Points', utilizedCoins: 'Utilised Coins', TotalCoins: 'Total Coins' },
  },
  {
    zh: { name: '返现金币', menu: '返现金币', empty: '未找到奖励记录。', fields: { currentPoints: '当前积分', utilizedCoins: '已用金币', TotalCoins: '金币总数' } },
    es: {
      name: 'Monedas de reembolso',
      menu: 'Monedas de reembolso',
      empty: 'No se encontraron recompensas.',
      fields: { currentPoints: 'Puntos actuales', utilizedCoins: 'Monedas usadas', TotalCoins: 'Monedas totales' },
    },
    fr: {
      name: 'Pièces de cashback',
      menu: 'Pièces de cashback',
      empty: 'Aucune récompense trouvée.',
      fields: { currentPoints: 'Points actuels', utilizedCoins: 'Pièces utilisées', TotalCoins: 'Total des pièces' },
    },
    it: {
      name: 'Monete cashback',
      menu: 'Monete cashback',
      empty: 'Nessuna ricompensa trovata.',
      fields: { currentPoints: 'Punti attuali', utilizedCoins: 'Monete utilizzate', TotalCoins: 'Monete totali' },
    },
    ar: {
      name: 'عملات الاسترداد النقدي',
      menu: 'عملات الاسترداد النقدي',
      empty: 'لم يتم العثور على مكافآت.',
      fields: { currentPoints: 'النقاط الحالية', utilizedCoins: 'العملات المستخدمة', TotalCoins: 'إجمالي العملات' },
    },
  },
);

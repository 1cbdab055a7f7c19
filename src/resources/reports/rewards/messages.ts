export const key = 'rewards';

export default {
  name: 'Cashback Coins',
  menu: 'Cashback Coins',
  empty: 'No Rewards List found.',
  fields: { currentPoints: 'Current Points', utilizedCoins: 'Utilised Coins', TotalCoins: 'Total Coins' },
};

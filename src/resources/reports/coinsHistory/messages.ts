export const key = 'coinsHistory';

export default {
  name: 'Coins History',
  menu: 'Coins History',
  empty: 'No Credited List found.',
  fields: { garageId: 'Garage ID', date: 'Credited Date', amount: 'Credited Amount', bank: 'Bank Details', invoice: 'InVoice' },
  bank: {
    title: 'Bank Details',
    empty: 'No Bank Details History.',
    nameAsPerBankAccount: 'Holder Name',
    bankName: 'Bank Name',
    branch: 'Branch',
    ifscCode: 'IFSC Code',
    accountNumber: 'AC Number',
  },
};

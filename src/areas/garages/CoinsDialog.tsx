import { Button, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { GarageDataProvider } from './provider';
import { DetailDialog } from '../../components/DetailDialog';
import { type GarageDialogProps } from './GarageViewDialogs';
import { MAX_COINS, messageText } from '../../lib/validators';
import { coinsAfter, coinsProblem, toCoinsPayload, type CoinOperation } from './saves';
import { useGarageDialogSubmit } from './useGarageActions';
import { garageIdForCalls } from '../../core/garageId';

const T = 'resources.garageManagement.coins';

/** Update Coins: add or subtract a number, with a live preview of the new balance (PUT /updateCoins). */
export function CoinsDialog({ garage, onClose }: GarageDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<GarageDataProvider>();
  const { busy, submit: send } = useGarageDialogSubmit(onClose);
  const [operation, setOperation] = useState<CoinOperation | ''>('');
  const [amount, setAmount] = useState('');
  // A balance the answer did not carry is 'N/A', never 0.
  const balance = garage.coins;
  const notRead = translate('app.not_available');
  const problem = coinsProblem(balance, operation, amount);
  const problemText = problem ? messageText(translate, problem) : undefined;

  const submit = async () => {
    if (problem) return;
    // Say what is missing: the operation first (000 §5: neither add nor subtract is 'Invalid operation'), then the amount.
    if (operation !== 'add' && operation !== 'sub') {
      notify(`${T}.invalid`, { type: 'warning' });
      return;
    }
    if (amount.trim() === '') {
      notify(`${T}.amount_missing`, { type: 'warning' });
      return;
    }
    let payload;
    try {
      payload = toCoinsPayload(garageIdForCalls(garage), operation, amount);
    } catch {
      notify(`${T}.invalid_amount`, { type: 'warning' });
      return;
    }
    // 000 §8 words every refusal 'Failed to submit operation', whatever the server says.
    await send(() => dataProvider.updateGarageCoins(payload), `${T}.submitted`, `${T}.failed`, { serverWords: false });
  };

  return (
    <DetailDialog
      title={`${translate(`${T}.title`)}: ${garage.garageName}`}
      onClose={onClose}
      dirty={operation !== '' || amount !== ''}
      maxWidth="xs"
      actions={
        <Button variant="contained" onClick={submit} disabled={busy}>
          {translate('app.action.submit')}
        </Button>
      }
    >
      <Stack spacing={2}>
        <Typography>
          {translate(`${T}.current`)}: <strong>{balance ?? notRead}</strong>
        </Typography>
        <FormControl>
          <FormLabel id="coins-operation">{translate(`${T}.operation`)}</FormLabel>
          <RadioGroup row aria-labelledby="coins-operation" value={operation} onChange={(event) => setOperation(event.target.value as CoinOperation)}>
            <FormControlLabel value="add" control={<Radio />} label={translate(`${T}.add`)} />
            <FormControlLabel value="sub" control={<Radio />} label={translate(`${T}.sub`)} />
          </RadioGroup>
        </FormControl>
        <TextField
          type="number"
          label={translate(`${T}.amount`)}
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={Boolean(problem)}
          helperText={problemText ?? ' '}
          slotProps={{ htmlInput: { min: 1, max: MAX_COINS, step: 1 } }}
        />
        <Typography role="status" aria-live="polite">
          {translate(`${T}.preview`)}: <strong data-testid="coins-preview">{coinsAfter(balance, operation, amount) ?? notRead}</strong>
        </Typography>
      </Stack>
    </DetailDialog>
  );
}

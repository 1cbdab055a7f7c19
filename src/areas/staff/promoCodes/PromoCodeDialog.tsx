import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { RadioButtonGroupInput, required, useTranslate } from 'react-admin';
import { sensibleDate } from '../../../lib/validators';
import { requiredUnlessStoredWithout } from '../../../components/storedValues';
import { TextInput } from '../../../components/TextInput';
import { DateInput } from '../../../components/DateInput';
import type { PromoCode } from '../../../api/types';
import { FormDialog } from '../../../components/FormDialog';
import { documentedFailure } from '../../../api/failures';
import { useResourceSave } from '../../../components/useResourceSave';
import { PROMO_TYPES, promoAmountError, promoFormValues } from './model';
import { useResourceDefinition } from '../../../components/ResourceDefinitionContext';

const amountFitsType = (value: unknown, values: Record<string, unknown>) => promoAmountError(values.promoCodeType, value);
/** A stored amount passes the rule only under its stored type: 500 flat is no 500 % discount. */
const AMOUNT_READS = ['promoCodeType'] as const;

/** The amount field: its rule follows the type, and changing the type clears it (001 §4). */
function AmountInput() {
  const type = useWatch({ name: 'promoCodeType' }) as string | undefined;
  const { setValue } = useFormContext();
  const previous = useRef(type);
  useEffect(() => {
    if (previous.current !== undefined && previous.current !== type) setValue('promoCodeValue', '', { shouldDirty: true });
    previous.current = type;
  }, [type, setValue]);
  return (
    <TextInput
      source="promoCodeValue"
      label={type === 'value' ? 'resources.promoCodes.fields.value' : 'resources.promoCodes.fields.discount'}
      type="number"
      fullWidth
      validate={amountFitsType}
      storedWith={AMOUNT_READS}
    />
  );
}

const expiryNotBeforeStart = (value: unknown, values: Record<string, unknown>) =>
  value && values.startDate && String(value) < String(values.startDate) ? 'resources.promoCodes.validation.expiry_before_start' : undefined;
/** The same rule on the start: a stored expiry is not checked again when only the start moves past it. */
const startNotAfterExpiry = (value: unknown, values: Record<string, unknown>) =>
  value && values.expiryDate && String(values.expiryDate) < String(value) ? 'resources.promoCodes.validation.expiry_before_start' : undefined;

/** A code read without its type opens with none chosen: the user picks it rather than the save guessing. */
const TYPE_REQUIRED = required();

/** Add Promo Code and Edit Promo Code (001 §2.2, §5). */
export function PromoCodeDialog({ record, onClose }: { record?: PromoCode; onClose: () => void }) {
  const promoCodes = useResourceDefinition('promoCodes');
  const translate = useTranslate();
  const save = useResourceSave(promoCodes);
  return (
    <FormDialog
      open
      onClose={onClose}
      title={translate(record ? 'resources.promoCodes.edit' : 'resources.promoCodes.add_title')}
      failureKey="resources.promoCodes.notifications.failed"
      defaultValues={
        record ? promoFormValues(record) : { promoCode: '', promoCodeType: 'discount', promoCodeValue: '', startDate: '', expiryDate: '' }
      }
      onSubmit={async (values) => {
        try {
          if (record) {
            await save.update(record, values);
            return { message: 'resources.promoCodes.notifications.updated' };
          }
          await save.create(values);
          return { message: 'resources.promoCodes.notifications.added' };
        } catch (error) {
          return documentedFailure(error, 'resources.promoCodes.notifications.failed');
        }
      }}
    >
      <TextInput
        source="promoCode"
        label="resources.promoCodes.fields.promoCode"
        fullWidth
        validate={required('resources.promoCodes.validation.promoCode')}
      />
      <RadioButtonGroupInput
        source="promoCodeType"
        label="resources.promoCodes.fields.promoCodeType"
        choices={PROMO_TYPES}
        validate={TYPE_REQUIRED}
      />
      <AmountInput />
      <DateInput
        source="startDate"
        label="resources.promoCodes.fields.startDate"
        fullWidth
        validate={[
          ...requiredUnlessStoredWithout(record, 'startDate', 'resources.promoCodes.validation.startDate'),
          sensibleDate,
          startNotAfterExpiry,
        ]}
      />
      <DateInput
        source="expiryDate"
        label="resources.promoCodes.fields.expiryDate"
        fullWidth
        validate={[
          ...requiredUnlessStoredWithout(record, 'expiryDate', 'resources.promoCodes.validation.expiryDate'),
          sensibleDate,
          expiryNotBeforeStart,
        ]}
      />
    </FormDialog>
  );
}

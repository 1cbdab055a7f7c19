import SendIcon from '@mui/icons-material/Send';
import { Alert, AlertTitle, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useEffect, useId, useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { DataTable, Form, RadioButtonGroupInput, SelectInput, required, useNotify, useTranslate } from 'react-admin';
import { TextInput } from '../../../components/TextInput';
import { ResourceList } from '../../../components/list/ResourceList';
import { SerialNumber } from '../../../components/list/SerialNumber';
import { StatusBadge } from '../../../components/list/StatusBadge';
import { formatDate } from '../../../lib/dates';
import { SAMPLE_RECIPIENTS, SEND_TO_CHOICES, type SampleNotification, type SendTo } from './model';
import { useResourceDefinition } from '../../../components/ResourceDefinitionContext';
import { FOLLOWS_DIRECTION } from '../../../components/followsDirection';

function RecipientInput() {
  const sendTo = (useWatch({ name: 'sendTo' }) as SendTo | undefined) ?? 'customer';
  const { setValue } = useFormContext();
  const previous = useRef(sendTo);
  useEffect(() => {
    if (previous.current !== sendTo) setValue('recipient', '');
    previous.current = sendTo;
  }, [sendTo, setValue]);
  return (
    <SelectInput
      source="recipient"
      label="resources.notifications.fields.recipient"
      choices={SAMPLE_RECIPIENTS[sendTo].map((name) => ({ id: name, name }))}
      translateChoice={false}
      fullWidth
      validate={required('resources.notifications.validation.recipient')}
    />
  );
}

/**
 * Send Notification (001 §2.3): title and recipient required. Nothing is sent: the screen is not
 * connected to a server, and the user is told so instead of being shown a success.
 */
function SendNotificationDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <Form
        defaultValues={{ title: '', description: '', sendTo: 'customer', recipient: '' }}
        mode="onSubmit"
        reValidateMode="onChange"
        onSubmit={() => {
          notify('resources.notifications.not_sent', { type: 'warning' });
          onClose();
        }}
      >
        <DialogTitle id={titleId}>{translate('resources.notifications.send')}</DialogTitle>
        <DialogContent dividers>
          <Alert severity="warning" sx={{ mb: 2 }}>
            {translate('resources.notifications.under_working')}
          </Alert>
          <TextInput
            source="title"
            label="resources.notifications.fields.title"
            fullWidth
            validate={required('resources.notifications.validation.title')}
          />
          <TextInput source="description" label="resources.notifications.fields.description" fullWidth multiline minRows={2} />
          <RadioButtonGroupInput source="sendTo" label="resources.notifications.fields.sendTo" choices={SEND_TO_CHOICES} />
          <RecipientInput />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" startIcon={<SendIcon sx={FOLLOWS_DIRECTION} />}>
            {translate('app.action.submit')}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}

export default function NotificationList() {
  const notifications = useResourceDefinition('notifications');
  const translate = useTranslate();
  const [sending, setSending] = useState(false);
  return (
    <>
      <Alert severity="warning" role="status" sx={{ mt: 2 }} data-testid="under-working">
        {/* 001 §2.3's words, 'Under Working', as the notice's title. */}
        <AlertTitle>{translate('resources.notifications.under_working_title')}</AlertTitle>
        {translate('resources.notifications.under_working')}
      </Alert>
      <ResourceList
        resource={notifications}
        actions={
          <Button variant="contained" startIcon={<SendIcon sx={FOLLOWS_DIRECTION} />} onClick={() => setSending(true)}>
            {translate('resources.notifications.send')}
          </Button>
        }
        dialogs={sending && <SendNotificationDialog onClose={() => setSending(false)} />}
      >
        <DataTable.Col label="app.columns.serial" render={() => <SerialNumber />} disableSort />
        <DataTable.Col source="title" label="resources.notifications.fields.title" />
        <DataTable.Col source="description" label="resources.notifications.fields.description" disableSort />
        <DataTable.Col
          source="sendTo"
          label="resources.notifications.fields.sendTo"
          render={(row: SampleNotification) => translate(`resources.notifications.send_to.${row.sendTo}`)}
        />
        <DataTable.Col source="recipient" label="resources.notifications.fields.recipient" />
        <DataTable.Col source="createdAt" label="app.columns.created" render={(row: SampleNotification) => formatDate(row.createdAt)} />
        <DataTable.Col source="status" label="app.columns.status" render={(row: SampleNotification) => <StatusBadge active={row.status} />} />
      </ResourceList>
    </>
  );
}

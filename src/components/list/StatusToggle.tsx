import { Switch } from '@mui/material';
import { useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { ConsoleDataProvider } from '../../data/dataProvider';
import { ConfirmedAction } from '../ConfirmedAction';
import { useResourceDefinition } from '../ResourceDefinitionContext';

/**
 * Switch that asks Yes/No, calls the resource's status call with the opposite value, then reloads
 * the list and shows the documented message. On failure the switch stays at the server's value.
 */
export function StatusToggle() {
  const record = useRecordContext();
  const definition = useResourceDefinition();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  if (!record || !definition.isActive) return null;
  const active = definition.isActive(record);
  const key = `resources.${definition.key}.status`;
  const action = translate(active ? 'app.status.deactivate' : 'app.status.activate');
  const next = translate(active ? 'app.status.inactive' : 'app.status.active');
  // Resources whose question the spec words with its own status words ('Are you sure InActive this Roles?').
  const asked = translate(`${key}.${active ? 'inactive' : 'active'}`, { _: next });

  const change = async () => {
    try {
      await dataProvider.changeStatus(definition.route, { record });
      notify(`${key}.changed`, { type: 'success', messageArgs: { status: next, _: translate('app.status.changed') } });
      refresh();
    } catch (error) {
      notify((error as Error)?.message || 'app.status.failed', { type: 'error', messageArgs: { _: translate('app.status.failed') } });
    }
  };

  return (
    <ConfirmedAction
      title={translate('app.status.confirm_title')}
      question={translate(`${key}.confirm`, { action, status: asked })}
      onConfirm={change}
    >
      {(ask, busy) => (
        <Switch
          checked={active}
          disabled={busy}
          onChange={ask}
          slotProps={{ input: { 'aria-label': translate(`${key}.confirm`, { action, status: asked, _: action }) } }}
        />
      )}
    </ConfirmedAction>
  );
}

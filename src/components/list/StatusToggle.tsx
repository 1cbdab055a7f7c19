import { useRecordContext, useTranslate } from 'react-admin';
import { ConfirmedAction } from '../ConfirmedAction';
import { RowSwitch } from './RowSwitch';
import { useResourceDefinition } from '../ResourceDefinitionContext';
import { useStatusChange } from './useRowWrites';
import { flagFieldsOf } from '../../data/rowRules';
import { knownFlag } from '../../lib/knownFlag';
import { valueAt } from '../../lib/valueAt';

/**
 * Switch that asks Yes/No (every list status the documents give asks it), sends the resource's status
 * call with the opposite value, then its list reads again and the documented message shows. On
 * failure the switch stays at the server's value.
 */
export function StatusToggle() {
  const record = useRecordContext();
  const definition = useResourceDefinition();
  const translate = useTranslate();
  const changeStatus = useStatusChange();
  if (!record || !definition.isActive) return null;
  // The flag the call flips: a feature past its expiry is Expired on its badge, its switch still by its status.
  const switchedOn = definition.switchedOn ?? definition.isActive;
  // A row sent without that flag: neither on nor off, and not to be flipped to a value guessed from nothing.
  const unsent = flagFieldsOf(switchedOn.rule).some((field) => knownFlag(valueAt(record, field)) === undefined);
  const active = switchedOn(record);
  const key = `resources.${definition.key}.status`;
  const action = translate(active ? 'app.status.deactivate' : 'app.status.activate');
  const next = translate(active ? 'app.status.inactive' : 'app.status.active');
  // Resources whose question the spec words with its own status words ('Are you sure InActive this Roles?').
  const asked = translate(`${key}.${active ? 'inactive' : 'active'}`, { _: next });

  const change = () =>
    changeStatus(record, {
      message: `${key}.changed`,
      messageArgs: { status: next, _: translate('app.status.changed') },
    });

  return (
    <ConfirmedAction
      title={translate('app.status.confirm_title')}
      question={translate(`${key}.confirm`, { action, status: asked })}
      onConfirm={change}
    >
      {(ask, busy) => (
        <RowSwitch
          checked={unsent ? undefined : active}
          disabled={busy}
          onChange={ask}
          label={translate(`${key}.confirm`, { action, status: asked, _: action })}
        />
      )}
    </ConfirmedAction>
  );
}

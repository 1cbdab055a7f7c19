import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { AddButton } from '../../../components/list/AddButton';
import { ReportList } from '../../../components/report/ReportList';
import { useResourceDefinition } from '../../../components/ResourceDefinitionContext';
import type { Report } from '../../../data/defineReport';
import { lazyComponent } from '../../../lib/lazyComponent';
import { usePreloadAfterFirstReads } from '../../../components/useAfterFirstReads';

/** Its code loads when first opened, or once the list's first reads are done. */
const PushNotificationDialog = lazyComponent(async () => ({ default: (await import('./PushNotificationDialog')).PushNotificationDialog }));

export default function PushNotificationList() {
  const pushNotifications = useResourceDefinition('pushNotifications') as Report;
  const translate = useTranslate();
  const [adding, setAdding] = useState(false);
  usePreloadAfterFirstReads(PushNotificationDialog);
  return (
    <ReportList
      report={pushNotifications}
      actions={<AddButton label={translate('resources.pushNotifications.add')} onClick={() => setAdding(true)} />}
      dialogs={adding && <PushNotificationDialog onClose={() => setAdding(false)} />}
    />
  );
}

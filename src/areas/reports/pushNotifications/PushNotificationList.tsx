import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { AddButton } from '../../../components/list/AddButton';
import { ReportList } from '../../../components/report/ReportList';
import { PushNotificationDialog } from './PushNotificationDialog';
import { useResourceDefinition } from '../../../components/ResourceDefinitionContext';
import type { Report } from '../../../data/defineReport';

export default function PushNotificationList() {
  const pushNotifications = useResourceDefinition('pushNotifications') as Report;
  const translate = useTranslate();
  const [adding, setAdding] = useState(false);
  return (
    <ReportList
      report={pushNotifications}
      actions={<AddButton label={translate('resources.pushNotifications.add')} onClick={() => setAdding(true)} />}
      dialogs={adding && <PushNotificationDialog onClose={() => setAdding(false)} />}
    />
  );
}

import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { Avatar, Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, MenuItem, Stack, TextField } from '@mui/material';
import { LimitedTextField } from '../../components/LimitedTextField';
import { URL_LIMIT, overLimit } from '../../lib/textLimits';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { SocialMedia, SocialMediaOption } from '../../api/types';
import type { GarageDataProvider } from './provider';
import { garageKeys } from './queryKeys';
import { DetailDialog, DetailTable } from '../../components/DetailDialog';
import { useDiscardGuard } from '../../components/DiscardChanges';
import { WebLink } from '../../components/WebLink';
import { httpUrl } from '../../lib/validators';
import { type GarageDialogProps } from './GarageViewDialogs';
import { toSocialMedias } from './saves';
import { messageOr, useGarageDialogSubmit } from './useGarageActions';
import { garageIdForCalls } from '../../core/garageId';
import { WithGarageLists } from './heldLists';
import { ChoicesFailure } from '../../components/ChoicesFailure';

const T = 'resources.garageManagement.social';

/** Add Media: one option of GET /listOfSocialMedias and its link. */
function AddMediaDialog({ onAdd, onClose }: { onAdd: (row: SocialMedia) => void; onClose: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<GarageDataProvider>();
  const titleId = useId();
  const options = useQuery({ retry: false, queryKey: garageKeys.call('socialMediaOptions'), queryFn: () => dataProvider.socialMediaOptions() });
  const [optionId, setOptionId] = useState('');
  const [link, setLink] = useState('');
  const [tried, setTried] = useState(false);
  const { requestClose, question } = useDiscardGuard(optionId !== '' || link !== '', onClose);
  const option: SocialMediaOption | undefined = options.data?.find((entry) => entry.id === optionId);
  // Only http(s) links: `javascript:` and other schemes are refused.
  const linkProblem = !link.trim() ? `${T}.link_required` : httpUrl(link);
  const add = () => {
    setTried(true);
    if (!option || linkProblem || overLimit(link, URL_LIMIT)) return;
    onAdd({ socialMediaName: option.socialMediaName, link: link.trim(), logo: option.logo });
    onClose();
  };
  return (
    <Dialog open onClose={requestClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      {question}
      <DialogTitle id={titleId}>{translate(`${T}.add_media`)}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <TextField
            select
            label={translate(`${T}.name`)}
            value={optionId}
            onChange={(event) => setOptionId(event.target.value)}
            error={tried && !option}
            helperText={tried && !option ? translate(`${T}.choose`) : ' '}
          >
            {(options.data ?? []).map((entry) => (
              <MenuItem key={entry.id} value={entry.id}>
                {entry.socialMediaName}
              </MenuItem>
            ))}
          </TextField>
          <ChoicesFailure query={options} field={`${T}.name`} />
          <LimitedTextField
            limit={URL_LIMIT}
            label={translate(`${T}.link`)}
            value={link}
            onChange={(event) => setLink(event.target.value)}
            error={tried && Boolean(linkProblem)}
            helperText={tried && typeof linkProblem === 'string' ? translate(linkProblem) : ' '}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={requestClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={add}>
          {translate('ra.action.add')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Social Media of a garage: the table, Add Social Media, and the whole list saved with PUT /update_SocialMedias. */
export function SocialMediaDialog({ garage, onClose }: GarageDialogProps) {
  const translate = useTranslate();
  return (
    <WithGarageLists garage={garage} fields={['socialMedias']} fresh title={`${translate(`${T}.title`)}: ${garage.garageName}`} onClose={onClose}>
      {(held) => <SocialMediaEditor garage={garage} held={held.socialMedias} onClose={onClose} />}
    </WithGarageLists>
  );
}

/** The table of the garage's social media as held (`held`), edited and saved whole. */
function SocialMediaEditor({ garage, held, onClose }: GarageDialogProps & { held: SocialMedia[] }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<GarageDataProvider>();
  const { busy, submit: send } = useGarageDialogSubmit(onClose);
  const [initial] = useState<SocialMedia[]>(held);
  const [rows, setRows] = useState(initial);
  const [adding, setAdding] = useState(false);
  const dirty = rows !== initial;

  const save = async () => {
    await send(
      () => dataProvider.updateGarageSocialMedias(garageIdForCalls(garage), toSocialMedias(rows)),
      messageOr(`${T}.saved`),
      'app.errors.save_failed',
    );
  };

  return (
    <DetailDialog
      title={`${translate(`${T}.title`)}: ${garage.garageName}`}
      onClose={onClose}
      dirty={rows !== initial}
      maxWidth="md"
      actions={
        <>
          <Button startIcon={<AddIcon />} onClick={() => setAdding(true)}>
            {translate(`${T}.add`)}
          </Button>
          <Button variant="contained" onClick={save} disabled={busy || !dirty}>
            {translate('ra.action.save')}
          </Button>
        </>
      }
    >
      <DetailTable
        headers={[translate(`${T}.name`), translate(`${T}.link`), translate(`${T}.logo`), translate('ra.action.delete')]}
        rows={rows.map((row, index) => [
          row.socialMediaName ?? '-',
          <WebLink key="link" href={row.link ?? ''} />,
          <Avatar key="logo" src={row.logo} alt={row.socialMediaName} variant="rounded" sx={{ width: 28, height: 28 }} />,
          <IconButton
            key="delete"
            aria-label={`${translate('ra.action.delete')} ${row.socialMediaName}`}
            onClick={() => setRows((previous) => previous.filter((_, position) => position !== index))}
          >
            <DeleteIcon fontSize="small" />
          </IconButton>,
        ])}
        empty={translate(`${T}.empty`)}
      />
      {adding && <AddMediaDialog onAdd={(row) => setRows((previous) => [...previous, row])} onClose={() => setAdding(false)} />}
    </DetailDialog>
  );
}

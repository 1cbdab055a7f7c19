import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Button, CircularProgress, IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { LimitedTextField } from '../../components/LimitedTextField';
import { TEXT_LIMIT, overLimit } from '../../lib/textLimits';
import { useId, useState } from 'react';
import { IMAGE_ACCEPT } from '../../lib/imageFile';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { GarageImage, ImageApproval } from '../../api/types';
import { useNotifyFailure } from '../../components/useNotifyFailure';
import type { GarageDataProvider } from './provider';
import { DetailDialog } from '../../components/DetailDialog';
import { type GarageDialogProps } from './GarageViewDialogs';
import { newGarageImage } from './saves';
import { messageOr, useGarageDialogSubmit } from './useGarageActions';
import { garageIdForCalls } from '../../core/garageId';
import { WithGarageLists } from './heldLists';

const T = 'resources.garageManagement.images';
const APPROVALS: ImageApproval[] = ['none', 'approved', 'rejected'];

/** Images manager: approve or reject, edit alt text, delete, add; saved with PUT /editGarageProfile {garageId, garageImages}. */
export function ImagesDialog({ garage, onClose }: GarageDialogProps) {
  const translate = useTranslate();
  return (
    <WithGarageLists garage={garage} fields={['garageImages']} fresh title={`${translate(`${T}.title`)}: ${garage.garageName}`} onClose={onClose}>
      {(held) => <ImagesEditor garage={garage} held={held.garageImages} onClose={onClose} />}
    </WithGarageLists>
  );
}

/** The garage's images as held (`held`), edited and saved whole. */
function ImagesEditor({ garage, held, onClose }: GarageDialogProps & { held: GarageImage[] }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const dataProvider = useDataProvider<GarageDataProvider>();
  const { busy, submit: send } = useGarageDialogSubmit(onClose);
  const inputId = useId();
  const [initial] = useState<GarageImage[]>(held);
  const [images, setImages] = useState(initial);
  const [uploading, setUploading] = useState(false);

  const change = (index: number, patch: Partial<GarageImage>) =>
    setImages((previous) => previous.map((image, position) => (position === index ? { ...image, ...patch } : image)));

  const addFiles = async (files: File[]) => {
    if (files.length === 0) return;
    setUploading(true);
    // Each file on its own: those uploaded are added, those refused are named.
    const outcomes = await Promise.allSettled(files.map((file) => dataProvider.uploadImage(file)));
    setUploading(false);
    const paths = outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
    setImages((previous) => [...previous, ...paths.map((path) => newGarageImage(path, garage))]);
    const failed = files.filter((_, index) => outcomes[index].status === 'rejected');
    const [firstFailure] = outcomes.filter((outcome) => outcome.status === 'rejected');
    if (failed.length === 0) return;
    if (paths.length === 0) notifyFailure(firstFailure.reason, `${T}.upload_failed`);
    else notify(`${T}.upload_failed_some`, { type: 'error', messageArgs: { names: failed.map((file) => file.name).join(', ') } });
  };

  // The alt text the image held when the dialog opened (by its path): kept even past today's limit.
  const heldAlt = (image: GarageImage) => initial.find((held) => held.image === image.image)?.alt;
  const altTooLong = images.some((image) => overLimit(image.alt ?? '', TEXT_LIMIT, heldAlt(image)));

  const save = async () => {
    // 'No images to upload.' (000 §8) is for a save with nothing to send; a list emptied by deleting is saved.
    if (images === initial || (images.length === 0 && initial.length === 0)) {
      notify(`${T}.nothing`, { type: 'warning' });
      return;
    }
    await send(() => dataProvider.updateGarageImages(garageIdForCalls(garage), images), messageOr(`${T}.saved`), 'app.errors.save_failed');
  };

  return (
    <DetailDialog
      title={`${translate(`${T}.title`)}: ${garage.garageName}`}
      onClose={onClose}
      dirty={images !== initial}
      maxWidth="md"
      actions={
        <>
          <Button
            component="label"
            htmlFor={inputId}
            startIcon={uploading ? <CircularProgress size={16} /> : <AddPhotoAlternateIcon />}
            disabled={uploading}
          >
            {translate(`${T}.add`)}
            <input
              id={inputId}
              hidden
              multiple
              type="file"
              accept={IMAGE_ACCEPT}
              onChange={(event) => {
                void addFiles(Array.from(event.target.files ?? []));
                event.target.value = '';
              }}
            />
          </Button>
          <Button variant="contained" onClick={save} disabled={busy || uploading || altTooLong}>
            {translate('ra.action.save')}
          </Button>
        </>
      }
    >
      {images.length === 0 && <Typography color="text.secondary">{translate(`${T}.empty`)}</Typography>}
      <Stack spacing={2}>
        {images.map((image, index) => (
          <Box key={`${image.image}-${index}`} sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }} data-testid="garage-image">
            <Box
              component="img"
              src={image.image}
              alt={image.alt}
              sx={{ width: 96, height: 64, objectFit: 'cover', borderRadius: 1, bgcolor: 'action.hover' }}
            />
            <LimitedTextField
              limit={TEXT_LIMIT}
              held={heldAlt(image)}
              label={translate(`${T}.alt`)}
              value={image.alt ?? ''}
              onChange={(event) => change(index, { alt: event.target.value })}
              size="small"
              sx={{ flex: 1, minWidth: 220 }}
            />
            <TextField
              select
              size="small"
              label={translate(`${T}.approval`)}
              value={image.isApproved}
              onChange={(event) => change(index, { isApproved: event.target.value as ImageApproval })}
              sx={{ width: 150 }}
            >
              {APPROVALS.map((approval) => (
                <MenuItem key={approval} value={approval}>
                  {translate(`${T}.state.${approval}`)}
                </MenuItem>
              ))}
            </TextField>
            <IconButton
              aria-label={`${translate('ra.action.delete')} ${image.alt}`}
              onClick={() => setImages((previous) => previous.filter((_, position) => position !== index))}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Box>
        ))}
      </Stack>
    </DetailDialog>
  );
}

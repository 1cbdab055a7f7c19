import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { Box, Button, FormHelperText, Stack } from '@mui/material';
import { useEffect, useId, useMemo, useState } from 'react';
import { useInput, useTranslate } from 'react-admin';
import { IMAGE_ACCEPT, imageFileProblem } from '../lib/imageFile';
import { InitialsAvatar } from './InitialsAvatar';

/** Holds the stored image URL, or the chosen File until the save uploads it first. */
export type ImageValue = string | File | null | undefined;

export function ImageInput({ source, label }: { source: string; label: string }) {
  const translate = useTranslate();
  const { field } = useInput({ source });
  const inputId = useId();
  const value = field.value as ImageValue;
  // A file that is not a raster image (or too large) is refused here, before anything is sent.
  const [problem, setProblem] = useState<string>();
  const preview = useMemo(() => (value instanceof File ? URL.createObjectURL(value) : value || undefined), [value]);
  useEffect(
    () => () => {
      if (value instanceof File && preview) URL.revokeObjectURL(preview);
    },
    [value, preview],
  );
  return (
    <Stack direction="row" spacing={2} sx={{ my: 1, alignItems: 'center' }}>
      {preview ? (
        <InitialsAvatar src={preview} name={label} size={56} />
      ) : (
        // No picture yet: a picture's place, not initials of the button's words.
        <Box sx={{ width: 56, height: 56, flexShrink: 0, display: 'grid', placeItems: 'center', borderRadius: 1, bgcolor: 'action.hover' }}>
          <ImageOutlinedIcon color="action" />
        </Box>
      )}
      <Box>
        <Button component="label" htmlFor={inputId} variant="outlined" startIcon={<PhotoCameraIcon />}>
          {label}
          <input
            id={inputId}
            hidden
            type="file"
            accept={IMAGE_ACCEPT}
            onChange={async (event) => {
              const input = event.target;
              const file = input.files?.[0];
              if (!file) return;
              const refused = await imageFileProblem(file);
              setProblem(refused);
              if (!refused) field.onChange(file);
              input.value = '';
            }}
          />
        </Button>
        <FormHelperText error={Boolean(problem)} role={problem ? 'alert' : undefined}>
          {problem ? translate(problem) : value instanceof File ? value.name : translate('app.form.image_optional')}
        </FormHelperText>
      </Box>
    </Stack>
  );
}

import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { Box, Button, FormHelperText, Stack } from '@mui/material';
import { useEffect, useId, useMemo } from 'react';
import { useInput, useTranslate } from 'react-admin';
import { InitialsAvatar } from './InitialsAvatar';

/** Holds the stored image URL, or the chosen File until the save uploads it first. */
export type ImageValue = string | File | null | undefined;

export function ImageInput({ source, label }: { source: string; label: string }) {
  const translate = useTranslate();
  const { field } = useInput({ source });
  const inputId = useId();
  const value = field.value as ImageValue;
  const preview = useMemo(() => (value instanceof File ? URL.createObjectURL(value) : value || undefined), [value]);
  useEffect(() => () => {
    if (value instanceof File && preview) URL.revokeObjectURL(preview);
  }, [value, preview]);
  return (
    <Stack direction="row" spacing={2} alignItems="center" sx={{ my: 1 }}>
      <InitialsAvatar src={preview} name={label} size={56} />
      <Box>
        <Button component="label" htmlFor={inputId} variant="outlined" startIcon={<PhotoCameraIcon />}>
          {label}
          <input
            id={inputId}
            hidden
            type="file"
            accept="image/*"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) field.onChange(file);
            }}
          />
        </Button>
        <FormHelperText>{value instanceof File ? value.name : translate('app.form.image_optional')}</FormHelperText>
      </Box>
    </Stack>
  );
}

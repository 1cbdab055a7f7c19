import SendIcon from '@mui/icons-material/Send';
import { SEO_FIELD_LIMIT } from '../../../lib/textLimits';
import { Box, Button, Stack, Typography } from '@mui/material';
import { Form, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useFormContext, useFormState } from 'react-hook-form';
import { useMemo } from 'react';
import type { SeoPage } from '../../../api/types';
import { StatusBadge } from '../../../components/list/StatusBadge';
import { useUnsavedChangesGuard } from '../../../components/useUnsavedChangesGuard';
import { product } from '../../../config';
import type { SeoDataProvider } from '../provider';
import { seoValuesOf, toSeoCreate, toSeoUpdate } from './model';
import { SEO_FIELDS, type SeoKind } from '../model';
import { EditorShell, SeoRichTextInput, listPath, useEditedPage, useSaveKeepingDraft } from './shared';
import { FOLLOWS_DIRECTION } from '../../../components/followsDirection';
import { unansweredOr } from '../../../api/failures';

/** How a screen stores its SEO fields: Pages update; near-me, service and garage pages create first. */
export type SeoSaveMode = 'update' | 'createThenUpdate';

function SeoFormBody({
  page,
  opened,
  mode,
  onSaved,
}: {
  page: SeoPage;
  opened: Record<string, unknown>;
  mode: SeoSaveMode;
  onSaved: (page: SeoPage) => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<SeoDataProvider>();
  const { handleSubmit, reset } = useFormContext();
  const { isDirty, isSubmitting } = useFormState();
  const leaveQuestion = useUnsavedChangesGuard(isDirty && !isSubmitting);
  const saveKeepingDraft = useSaveKeepingDraft('seo-editor');

  const submit = handleSubmit(async (values) => {
    try {
      const update = toSeoUpdate(page, values, opened, product);
      let outcome = 'updated' as 'created' | 'updated';
      // A page read with its id but without its URL is updated: a create first would add a page at an empty URL.
      const saved = await saveKeepingDraft(values, async () => {
        if (mode === 'update' || (page._id && !page.url)) await dataProvider.seoPageUpdate(update);
        else outcome = await dataProvider.seoPageSave(toSeoCreate(page, values, opened, product), update);
      });
      if (!saved) return;
      notify(outcome === 'created' ? 'resources.seoPages.seo.created' : 'resources.seoPages.seo.updated', { type: 'success' });
      reset(values);
      onSaved({ ...page, ...update } as SeoPage);
    } catch (error) {
      notify(unansweredOr(error, 'resources.seoPages.seo.failed'), { type: 'error' });
    }
  });

  return (
    <Stack spacing={1}>
      {SEO_FIELDS.map((field) => (
        <SeoRichTextInput key={field} source={field} label={translate(`resources.seoPages.seo.fields.${field}`)} limit={SEO_FIELD_LIMIT} />
      ))}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography component="span" color="text.secondary">
          {translate('resources.seoPages.seo.page_status')}:
        </Typography>
        {/* A page read without its status shows '-', not Active. */}
        <StatusBadge active={typeof page.status === 'boolean' ? page.status : undefined} />
      </Box>
      <Box sx={{ pt: 2 }}>
        <Button variant="contained" startIcon={<SendIcon sx={FOLLOWS_DIRECTION} />} onClick={() => submit()} disabled={isSubmitting}>
          {translate('resources.seoPages.seo.submit')}
        </Button>
      </Box>
      {leaveQuestion}
    </Stack>
  );
}

/** The six SEO fields of a page, a read-only Page Status and Submit (002 'SEO editors'). */
export function SeoForm({ page, mode, onSaved }: { page: SeoPage; mode: SeoSaveMode; onSaved: (page: SeoPage) => void }) {
  const values = useMemo(() => seoValuesOf(page), [page]);
  return (
    <Form key={page._id} defaultValues={values} noValidate>
      <SeoFormBody page={page} opened={values} mode={mode} onSaved={onSaved} />
    </Form>
  );
}

/** SEO editor of a Pages, Near Me or Service page. */
export default function SeoEditor({ kind }: { kind: SeoKind }) {
  const translate = useTranslate();
  const { query, keep } = useEditedPage();
  const page = query.data;
  return (
    <EditorShell back={listPath(kind)} heading={page ? translate('resources.seoPages.seo.heading', { title: page.title }) : undefined} query={query}>
      {page && <SeoForm page={page} mode={kind === 'page' ? 'update' : 'createThenUpdate'} onSaved={keep} />}
    </EditorShell>
  );
}

import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import SaveIcon from '@mui/icons-material/Save';
import { Box, Button, Paper, Stack, Tab, Table, TableBody, TableCell, TableHead, TableRow, Tabs, TextField } from '@mui/material';
import { useId, useMemo, useState } from 'react';
import { Form, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { TextInput } from '../../../components/TextInput';
import { messageText, noMarkup, rupees } from '../../../lib/validators';
import { isStoredValue } from '../../../components/storedValues';
import { get, useFieldArray, useFormContext, useFormState } from 'react-hook-form';
import type { SeoPage } from '../../../api/types';
import { useUnsavedChangesGuard } from '../../../components/useUnsavedChangesGuard';
import { product, productLabel } from '../../../config';
import type { SeoDataProvider } from '../provider';
import { contentValuesOf, toContentUpdate } from './model';
import { PRICE_PACKAGES, VEHICLE_CLASSES, type SeoKind } from '../model';
import { EditorShell, SeoRichTextInput, listPath, useEditedPage, useSaveKeepingDraft } from './shared';
import { unansweredOr } from '../../../api/failures';

type TabName = 'paragraph' | 'faq' | 'prices' | 'why';
/** The tab each of the content fields is edited on. */
const TAB_OF_FIELD = { paragraphData: 'paragraph', FAQContent: 'faq', prices: 'prices', whyContent: 'why' } as const satisfies Record<
  string,
  TabName
>;

/** Whether react-hook-form's dirty map (true leaves, nested objects and arrays) marks any field. */
const anyDirty = (marks: unknown): boolean => marks === true || (typeof marks === 'object' && marks !== null && Object.values(marks).some(anyDirty));

/** Question/answer pairs, or (Why{product}) title plus rich description, with Add Field and Remove. */
function RepeatableEntries({
  source,
  titleLabel,
  descriptionLabel,
  richDescription,
}: {
  source: string;
  titleLabel: string;
  descriptionLabel: string;
  richDescription?: boolean;
}) {
  const translate = useTranslate();
  const { fields, append, remove } = useFieldArray({ name: source });
  return (
    <Stack spacing={2}>
      {fields.map((field, index) => (
        <Paper key={field.id} variant="outlined" sx={{ p: 2 }} role="group" aria-label={`${titleLabel} ${index + 1}`}>
          <TextInput source={`${source}.${index}.title`} label={`${titleLabel} ${index + 1}`} validate={noMarkup} fullWidth />
          {richDescription ? (
            <SeoRichTextInput source={`${source}.${index}.description`} label={`${descriptionLabel} ${index + 1}`} />
          ) : (
            <TextInput
              source={`${source}.${index}.description`}
              label={`${descriptionLabel} ${index + 1}`}
              validate={noMarkup}
              multiline
              minRows={2}
              fullWidth
            />
          )}
          <Button color="error" startIcon={<DeleteIcon />} onClick={() => remove(index)}>
            {translate('resources.seoPages.editor.remove')}
          </Button>
        </Paper>
      ))}
      <Box>
        <Button variant="outlined" startIcon={<AddIcon />} onClick={() => append({ title: '', description: '' })}>
          {translate('resources.seoPages.editor.add_field')}
        </Button>
      </Box>
    </Stack>
  );
}

/** Basic, Premium, Gold by Hatchback, Sedan, SUV, Luxury; each price defaults to 0 (002 §9). */
function PriceGridInput() {
  const translate = useTranslate();
  const { register } = useFormContext();
  const { errors, defaultValues } = useFormState();
  // A price is refused past the rupee range (a typed 1e21 or -5 is not sent as 0), unless the page already held it.
  const priceRule = (name: string) => (value: unknown) => {
    if (isStoredValue(value, get(defaultValues, name))) return true;
    const problem = rupees(value, {});
    return !problem || messageText(translate, problem);
  };
  const vehicle = (name: string) => translate(`resources.seoPages.editor.vehicles.${name}`);
  const pack = (name: string) => translate(`resources.seoPages.editor.packages.${name}`);
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={translate('resources.seoPages.editor.prices')}>
        <TableHead>
          <TableRow>
            <TableCell component="th">{translate('resources.seoPages.editor.package')}</TableCell>
            {VEHICLE_CLASSES.map((name) => (
              <TableCell key={name} component="th">
                {vehicle(name)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {PRICE_PACKAGES.map((packageName) => (
            <TableRow key={packageName}>
              <TableCell component="th" scope="row">
                {pack(packageName)}
              </TableCell>
              {VEHICLE_CLASSES.map((vehicleName) => {
                const name = `prices.${packageName}.${vehicleName}`;
                const { ref, ...field } = register(name, { validate: priceRule(name) });
                const problem = get(errors, name) as { message?: string } | undefined;
                return (
                  <TableCell key={vehicleName}>
                    <TextField
                      {...field}
                      inputRef={ref}
                      error={Boolean(problem)}
                      helperText={problem?.message}
                      type="number"
                      size="small"
                      sx={{ minWidth: 110 }}
                      slotProps={{
                        htmlInput: {
                          min: 0,
                          step: 1,
                          'aria-label': translate('resources.seoPages.editor.price_label', {
                            package: pack(packageName),
                            vehicle: vehicle(vehicleName),
                          }),
                        },
                        input: {
                          startAdornment: (
                            <Box component="span" sx={{ mr: 0.5 }} aria-hidden>
                              ₹
                            </Box>
                          ),
                        },
                      }}
                    />
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

function EditorBody({
  kind,
  page,
  opened,
  onSaved,
}: {
  kind: SeoKind;
  page: SeoPage;
  opened: Record<string, unknown>;
  onSaved: (page: SeoPage) => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<SeoDataProvider>();
  const { handleSubmit, reset } = useFormContext();
  const { isDirty, isSubmitting, dirtyFields } = useFormState();
  const [tab, setTab] = useState<TabName>('paragraph');
  const baseId = useId();
  const leaveQuestion = useUnsavedChangesGuard(isDirty && !isSubmitting);
  const saveKeepingDraft = useSaveKeepingDraft('content-editor');
  const tabs: { name: TabName; label: string }[] = [
    { name: 'paragraph', label: translate('resources.seoPages.editor.paragraph') },
    { name: 'faq', label: translate('resources.seoPages.editor.faq') },
    { name: 'prices', label: translate('resources.seoPages.editor.prices') },
    ...(kind === 'page' ? [{ name: 'why' as const, label: translate('resources.seoPages.editor.why', { label: productLabel }) }] : []),
  ];

  // A refused entry shows where it is, whichever tab the save was made from (the first tab holding one).
  const showRefused = (refused: Record<string, unknown>) => {
    const holding = (['paragraphData', 'FAQContent', 'prices', 'whyContent'] as const).find((field) => refused[field]);
    if (holding) setTab(TAB_OF_FIELD[holding]);
  };
  const save = handleSubmit(async (values) => {
    // Changed prices fail with the price message, whichever tab is open when saving.
    const pricesChanged = anyDirty(dirtyFields.prices);
    const payload = toContentUpdate(kind, page, values, opened, product);
    try {
      if (!(await saveKeepingDraft(values, () => dataProvider.seoPageUpdate(payload)))) return;
      notify('resources.seoPages.editor.updated', { type: 'success' });
      // What was saved becomes the new starting point; nothing is lost and the guard rests.
      reset(values);
      onSaved({ ...page, ...payload } as SeoPage);
    } catch (error) {
      notify(unansweredOr(error, pricesChanged ? 'resources.seoPages.editor.price_failed' : 'resources.seoPages.editor.update_failed'), {
        type: 'error',
      });
    }
  }, showRefused);

  return (
    <Box sx={{ display: 'flex', gap: 3, flexDirection: { xs: 'column', md: 'row' }, alignItems: 'flex-start' }}>
      <Tabs
        orientation="vertical"
        value={tab}
        onChange={(_, value: TabName) => setTab(value)}
        aria-label={translate('resources.seoPages.editor.sections')}
        sx={{ borderInlineEnd: 1, borderColor: 'divider', minWidth: 180, flexShrink: 0 }}
      >
        {tabs.map(({ name, label }) => (
          <Tab
            key={name}
            value={name}
            label={label}
            id={`${baseId}-tab-${name}`}
            aria-controls={`${baseId}-panel-${name}`}
            sx={{ alignItems: 'flex-start' }}
          />
        ))}
      </Tabs>
      <Box sx={{ flex: 1, minWidth: 0, width: '100%' }}>
        {/* Every panel stays mounted, so switching tabs keeps what was typed. */}
        {tabs.map(({ name }) => (
          <Box key={name} role="tabpanel" id={`${baseId}-panel-${name}`} aria-labelledby={`${baseId}-tab-${name}`} hidden={tab !== name}>
            {name === 'paragraph' && <SeoRichTextInput source="paragraphData" label={translate('resources.seoPages.editor.paragraph')} />}
            {name === 'faq' && (
              <RepeatableEntries
                source="FAQContent"
                titleLabel={translate('resources.seoPages.editor.question')}
                descriptionLabel={translate('resources.seoPages.editor.answer')}
              />
            )}
            {name === 'prices' && <PriceGridInput />}
            {name === 'why' && (
              <RepeatableEntries
                source="whyContent"
                titleLabel={translate('resources.seoPages.editor.entry_title')}
                descriptionLabel={translate('resources.seoPages.editor.entry_description')}
                richDescription
              />
            )}
          </Box>
        ))}
        <Box sx={{ mt: 3 }}>
          <Button variant="contained" startIcon={<SaveIcon />} onClick={() => save()} disabled={isSubmitting}>
            {translate('resources.seoPages.editor.save')}
          </Button>
        </Box>
      </Box>
      {leaveQuestion}
    </Box>
  );
}

function ContentForm({ kind, page, onSaved }: { kind: SeoKind; page: SeoPage; onSaved: (page: SeoPage) => void }) {
  const opened = useMemo(() => contentValuesOf(page, product), [page]);
  return (
    <Form key={page._id} defaultValues={opened} noValidate>
      <EditorBody kind={kind} page={page} opened={opened} onSaved={onSaved} />
    </Form>
  );
}

/** Pages, Near Me and Service page content editor (002 'Content editors'): GET /getSinglePage, PUT /SEOdata. */
export default function ContentEditor({ kind }: { kind: SeoKind }) {
  const translate = useTranslate();
  const { query, keep } = useEditedPage();
  const page = query.data;
  return (
    <EditorShell
      back={listPath(kind)}
      heading={page?.title}
      tabTitle={page && translate('app.tab.edit_page', { title: page.title ?? '' })}
      query={query}
    >
      {page && <ContentForm kind={kind} page={page} onSaved={keep} />}
    </EditorShell>
  );
}

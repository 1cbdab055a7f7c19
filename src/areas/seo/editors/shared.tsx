import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useScreenTitle } from '../../../components/ScreenTitle';
import { Box, Button, Typography } from '@mui/material';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Loading, maxLength, useDataProvider, useTranslate } from 'react-admin';
import { useStoredValueRules } from '../../../components/storedValues';
import { RICH_TEXT_LIMIT } from '../../../lib/textLimits';
import type { SeoPage } from '../../../api/types';
import type { SeoDataProvider } from '../provider';
import { seoKeys } from '../queryKeys';
import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useEditorState } from '@tiptap/react';
import {
  DefaultEditorOptions,
  ClearButtons,
  FormatButtons,
  LinkButtons,
  ListButtons,
  QuoteButtons,
  RichTextInput,
  RichTextInputToolbar,
  useTiptapEditor,
} from 'ra-input-rich-text';
import { Link, useParams } from 'react-router-dom';
import { QueryState, type QueryLike } from '../../../components/QueryState';
import { product } from '../../../config';
import { FOLLOWS_DIRECTION } from '../../../components/followsDirection';
import { READ_ONCE_PER_OPEN } from '../../../data/queryClient';
import { useFormContext, type FieldValues } from 'react-hook-form';
import { sendKeepingDraft, takeDraft } from '../../../auth/draft';

export const listPath = (segment: string) => `/admin/${product}/${segment}`;

/** Page content is written in the site's language whatever the console's; its direction follows the text. */
const EDITOR_OPTIONS = { ...DefaultEditorOptions, editorProps: { attributes: { dir: 'auto' } } };

const HEADING_LEVELS = [2, 3, 4] as const;

/**
 * Heading levels as toggle buttons (react-admin's LevelSelect renders list items outside a list,
 * which screen readers and axe reject).
 */
function HeadingButtons() {
  const editor = useTiptapEditor();
  const translate = useTranslate();
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => HEADING_LEVELS.find((level) => current?.isActive('heading', { level })) ?? 0,
  });
  return (
    <ToggleButtonGroup size="small" exclusive value={active}>
      {HEADING_LEVELS.map((level) => {
        const label = translate(`ra.tiptap.heading${level}`);
        return (
          <ToggleButton
            key={level}
            value={level}
            aria-label={label}
            title={label}
            sx={{ fontSize: '0.75rem', fontWeight: 700, px: 1 }}
            disabled={!editor?.isEditable}
            onClick={() => editor.chain().focus().toggleNode('heading', 'paragraph', { level }).run()}
          >
            H{level}
          </ToggleButton>
        );
      })}
    </ToggleButtonGroup>
  );
}

/**
 * Headings, bold, italic, link, bulleted and numbered lists, block quote (002 'Content editors'). Its
 * markup past `limit` characters is refused (a stored value is spared, as TextInput spares it).
 */
export function SeoRichTextInput({ source, label, limit = RICH_TEXT_LIMIT }: { source: string; label: string; limit?: number }) {
  const rules = useMemo(() => [maxLength(limit, 'app.validation.max_length')], [limit]);
  const { validate, hint } = useStoredValueRules(source, rules);
  return (
    <RichTextInput
      source={source}
      label={label}
      validate={validate}
      helperText={hint}
      fullWidth
      editorOptions={EDITOR_OPTIONS}
      toolbar={
        // A click on a toolbar button leaves the focus in the text: the editor takes it back only a
        // frame later, and a key typed in between went to the button and was lost.
        <Box onMouseDown={(event) => event.preventDefault()}>
          <RichTextInputToolbar size="small">
            <HeadingButtons />
            <FormatButtons size="small" />
            <ListButtons size="small" />
            <LinkButtons size="small" />
            <QuoteButtons size="small" />
            <ClearButtons size="small" />
          </RichTextInputToolbar>
        </Box>
      }
    />
  );
}

/** Back link, then the page's read (QueryState): its large heading and the screen once loaded. */
export function EditorShell({
  back,
  heading,
  tabTitle = heading,
  query,
  children,
}: {
  back: string;
  heading?: string;
  /** The browser tab's name of the editor, when it is not the heading. */
  tabTitle?: string;
  query: QueryLike<unknown>;
  children?: ReactNode;
}) {
  const translate = useTranslate();
  useScreenTitle(tabTitle);
  return (
    <Box component="section" sx={{ py: 2, maxWidth: 1200 }}>
      <Button component={Link} to={back} startIcon={<ArrowBackIcon sx={FOLLOWS_DIRECTION} />}>
        {translate('ra.action.back')}
      </Button>
      <Box sx={{ mt: 2 }}>
        <QueryState query={query} errorText="resources.seoPages.editor.load_failed" loading={<Loading />}>
          <Typography variant="h4" component="h1" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
            {heading}
          </Typography>
          {children}
        </QueryState>
      </Box>
    </Box>
  );
}

/**
 * The page an editor opens (GET /getSinglePage/{pageId}), and `keep` to hold what a save sent. Read afresh
 * on each open (gcTime 0): a copy kept from an earlier open would send back, unseen, what another admin
 * has changed since. Not refetched while open, so the form is never reset under the user.
 */
export function useEditedPage() {
  const { pageId = '' } = useParams();
  const dataProvider = useDataProvider<SeoDataProvider>();
  const queryClient = useQueryClient();
  const queryKey = seoKeys.call('seoPage', pageId);
  const query = useQuery({
    queryKey,
    queryFn: () => dataProvider.seoPage(pageId),
    retry: false,
    ...READ_ONCE_PER_OPEN,
  });
  const keep = (page: SeoPage) => queryClient.setQueryData(queryKey, page);
  return { query, keep };
}

/**
 * An editor's save through a session that may end on the way (a 401): its values are kept as a draft
 * (auth/draft.ts) and given back, marked as changed, once the same account signs in again; react-admin
 * then answers the call empty, so `send` resolves false and no success shows.
 */
export function useSaveKeepingDraft(editor: string) {
  const { getValues, reset } = useFormContext();
  const [draft] = useState(() => takeDraft(window.location.pathname, editor));
  useEffect(() => {
    if (!draft) return;
    // After the form's own first reset (react-admin's Form, an effect of the parent, runs after this one),
    // over the page as read, which stays the starting point: the draft's values show as changes.
    const timer = setTimeout(() => reset({ ...getValues(), ...draft }, { keepDefaultValues: true }));
    return () => clearTimeout(timer);
  }, [draft, getValues, reset]);
  /** Whether the save was made: false when the session ended on the way; a refusal throws. */
  return async (values: FieldValues, send: () => Promise<unknown>): Promise<boolean> =>
    (await sendKeepingDraft({ path: window.location.pathname, title: editor, values }, send)).saved;
}

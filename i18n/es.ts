import type { TranslationMessages } from 'react-admin';
import app from './app/es';
import framework from './framework/es';
import { tiptapMessages } from './framework/tiptap';
import { translatedResourceMessages } from '../src/resources/messages';
import { mergeMessages } from './merge';

/** The resources' own es messages (`<name>.es.ts` beside each English file in src/resources), bundled with this language only. */
const resources = translatedResourceMessages(
  'es',
  import.meta.glob<object>('./**/*.es.ts', { base: '../src/resources', eager: true, import: 'default' }),
);

const messages: TranslationMessages = mergeMessages(framework, tiptapMessages.es, app, resources);
export default messages;

import type { TranslationMessages } from 'react-admin';
import app from './app/ar';
import framework from './framework/ar';
import { tiptapMessages } from './framework/tiptap';
import { translatedResourceMessages } from '../src/resources/messages';
import { mergeMessages } from './merge';

/** The resources' own ar messages (`<name>.ar.ts` beside each English file in src/resources), bundled with this language only. */
const resources = translatedResourceMessages(
  'ar',
  import.meta.glob<object>('./**/*.ar.ts', { base: '../src/resources', eager: true, import: 'default' }),
);

const messages: TranslationMessages = mergeMessages(framework, tiptapMessages.ar, app, resources);
export default messages;

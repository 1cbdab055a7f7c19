import type { TranslationMessages } from 'react-admin';
import app from './app/it';
import framework from './framework/it';
import { tiptapMessages } from './framework/tiptap';
import { translatedResourceMessages } from '../src/resources/messages';
import { mergeMessages } from './merge';

/** The resources' own it messages (`<name>.it.ts` beside each English file in src/resources), bundled with this language only. */
const resources = translatedResourceMessages(
  'it',
  import.meta.glob<object>('./**/*.it.ts', { base: '../src/resources', eager: true, import: 'default' }),
);

const messages: TranslationMessages = mergeMessages(framework, tiptapMessages.it, app, resources);
export default messages;

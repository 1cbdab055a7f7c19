import frenchMessages from 'ra-language-french';
import type { TranslationMessages } from 'react-admin';
import app from './app/fr';
import { tiptapMessages } from './framework/tiptap';
import { translatedResourceMessages } from '../src/resources/messages';
import { mergeMessages } from './merge';

/** The resources' own fr messages (`<name>.fr.ts` beside each English file in src/resources), bundled with this language only. */
const resources = translatedResourceMessages(
  'fr',
  import.meta.glob<object>('./**/*.fr.ts', { base: '../src/resources', eager: true, import: 'default' }),
);

const messages: TranslationMessages = mergeMessages(frenchMessages, tiptapMessages.fr, app, resources);
export default messages;

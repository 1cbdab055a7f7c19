import frenchMessages from 'ra-language-french';
import type { TranslationMessages } from 'react-admin';
import app from './app/fr';
import tiptap from './framework/tiptap.fr';
import { gatherResourceMessages } from '../src/core/messages';
import { mergeMessages } from './merge';

/** The areas' own fr messages (`src/areas/<area>/messages.fr.ts`), bundled with this language only. */
const resources = gatherResourceMessages(
  import.meta.glob<Record<string, object>>('../src/areas/*/messages.fr.ts', { eager: true, import: 'default' }),
);

const messages: TranslationMessages = mergeMessages(frenchMessages, tiptap, app, resources);
export default messages;

import type { TranslationMessages } from 'react-admin';
import app from './app/es';
import framework from './framework/es';
import tiptap from './framework/tiptap.es';
import { gatherResourceMessages } from '../src/core/messages';
import { mergeMessages } from './merge';

/** The areas' own es messages (`src/areas/<area>/messages.es.ts`), bundled with this language only. */
const resources = gatherResourceMessages(
  import.meta.glob<Record<string, object>>('../src/areas/*/messages.es.ts', { eager: true, import: 'default' }),
);

const messages: TranslationMessages = mergeMessages(framework, tiptap, app, resources);
export default messages;

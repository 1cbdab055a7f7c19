import type { TranslationMessages } from 'react-admin';
import app from './app/it';
import framework from './framework/it';
import tiptap from './framework/tiptap.it';
import { gatherResourceMessages } from '../src/core/messages';
import { mergeMessages } from './merge';

/** The areas' own it messages (`src/areas/<area>/messages.it.ts`), bundled with this language only. */
const resources = gatherResourceMessages(
  import.meta.glob<Record<string, object>>('../src/areas/*/messages.it.ts', { eager: true, import: 'default' }),
);

const messages: TranslationMessages = mergeMessages(framework, tiptap, app, resources);
export default messages;

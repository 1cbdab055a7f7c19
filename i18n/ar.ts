import type { TranslationMessages } from 'react-admin';
import app from './app/ar';
import framework from './framework/ar';
import tiptap from './framework/tiptap.ar';
import { gatherResourceMessages } from '../src/core/messages';
import { mergeMessages } from './merge';

/** The areas' own ar messages (`src/areas/<area>/messages.ar.ts`), bundled with this language only. */
const resources = gatherResourceMessages(
  import.meta.glob<Record<string, object>>('../src/areas/*/messages.ar.ts', { eager: true, import: 'default' }),
);

const messages: TranslationMessages = mergeMessages(framework, tiptap, app, resources);
export default messages;

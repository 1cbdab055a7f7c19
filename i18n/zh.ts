import type { TranslationMessages } from 'react-admin';
import app from './app/zh';
import framework from './framework/zh';
import tiptap from './framework/tiptap.zh';
import { gatherResourceMessages } from '../src/core/messages';
import { mergeMessages } from './merge';

/** The areas' own zh messages (`src/areas/<area>/messages.zh.ts`), bundled with this language only. */
const resources = gatherResourceMessages(
  import.meta.glob<Record<string, object>>('../src/areas/*/messages.zh.ts', { eager: true, import: 'default' }),
);

const messages: TranslationMessages = mergeMessages(framework, tiptap, app, resources);
export default messages;

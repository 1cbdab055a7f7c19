import type { TranslationMessages } from 'react-admin';
import app from './app/zh';
import framework from './framework/zh';
import { tiptapMessages } from './framework/tiptap';
import { translatedResourceMessages } from '../src/resources/messages';
import { mergeMessages } from './merge';

/** The resources' own zh messages (`<name>.zh.ts` beside each English file in src/resources), bundled with this language only. */
const resources = translatedResourceMessages(
  'zh',
  import.meta.glob<object>('./**/*.zh.ts', { base: '../src/resources', eager: true, import: 'default' }),
);

const messages: TranslationMessages = mergeMessages(framework, tiptapMessages.zh, app, resources);
export default messages;

import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import app from './app/en';
import { tiptapMessages } from './framework/tiptap';
import { gatherResourceMessages } from '../src/core/messages';
import { mergeMessages } from './merge';

const resources = gatherResourceMessages(import.meta.glob<Record<string, object>>('../src/areas/*/messages.ts', { eager: true, import: 'default' }));

const en: TranslationMessages = mergeMessages(englishMessages, tiptapMessages.en, app, resources);
export default en;

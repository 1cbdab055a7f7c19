import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import app from './app/en';
import tiptap from './framework/tiptap.en';
import { gatherResourceMessages } from '../src/core/messages';
import { mergeMessages } from './merge';

const resources = gatherResourceMessages(import.meta.glob<Record<string, object>>('../src/areas/*/messages.ts', { eager: true, import: 'default' }));

const en: TranslationMessages = mergeMessages(englishMessages, tiptap, app, resources);
export default en;

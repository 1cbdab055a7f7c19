import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import app from './app/en';
import { tiptapMessages } from './framework/tiptap';
import { mergeMessages } from './merge';

const en: TranslationMessages = mergeMessages(englishMessages, tiptapMessages.en, app);
export default en;

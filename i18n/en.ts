import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import app from './app/en';
import { tiptapMessages } from './framework/tiptap';
import { englishResourceMessages } from '../src/resources/messages';
import { mergeMessages } from './merge';

const en: TranslationMessages = mergeMessages(englishMessages, tiptapMessages.en, app, englishResourceMessages());
export default en;

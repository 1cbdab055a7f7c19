import type { TranslationMessages } from 'react-admin';
import app from './app/es';
import framework from './framework/es';
import { tiptapMessages } from './framework/tiptap';
import { mergeMessages } from './merge';

const messages: TranslationMessages = mergeMessages(framework, tiptapMessages.es, app);
export default messages;

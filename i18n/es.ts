import type { TranslationMessages } from 'react-admin';
import app from './app/es';
import framework from './framework/es';
import { tiptapMessages } from './framework/tiptap';
import { resourceMessagesFor } from '../src/resources/messages';
import { mergeMessages } from './merge';

const messages: TranslationMessages = mergeMessages(framework, tiptapMessages.es, app, resourceMessagesFor('es'));
export default messages;

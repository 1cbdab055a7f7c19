import type { TranslationMessages } from 'react-admin';
import app from './app/ar';
import framework from './framework/ar';
import { tiptapMessages } from './framework/tiptap';
import { resourceMessagesFor } from '../src/resources/messages';
import { mergeMessages } from './merge';

const messages: TranslationMessages = mergeMessages(framework, tiptapMessages.ar, app, resourceMessagesFor('ar'));
export default messages;

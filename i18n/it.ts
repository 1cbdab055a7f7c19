import type { TranslationMessages } from 'react-admin';
import app from './app/it';
import framework from './framework/it';
import { tiptapMessages } from './framework/tiptap';
import { resourceMessagesFor } from '../src/resources/messages';
import { mergeMessages } from './merge';

const messages: TranslationMessages = mergeMessages(framework, tiptapMessages.it, app, resourceMessagesFor('it'));
export default messages;

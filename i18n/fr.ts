import frenchMessages from 'ra-language-french';
import type { TranslationMessages } from 'react-admin';
import app from './app/fr';
import { tiptapMessages } from './framework/tiptap';
import { resourceMessagesFor } from '../src/resources/messages';
import { mergeMessages } from './merge';

const messages: TranslationMessages = mergeMessages(frenchMessages, tiptapMessages.fr, app, resourceMessagesFor('fr'));
export default messages;

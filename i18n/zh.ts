import type { TranslationMessages } from 'react-admin';
import app from './app/zh';
import framework from './framework/zh';
import { tiptapMessages } from './framework/tiptap';
import { resourceMessagesFor } from '../src/resources/messages';
import { mergeMessages } from './merge';

const messages: TranslationMessages = mergeMessages(framework, tiptapMessages.zh, app, resourceMessagesFor('zh'));
export default messages;

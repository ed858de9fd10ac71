// The chat feature's public entry: the conversation, for the messages panel (features/dialogs).
export { Conversation } from './components/conversation';

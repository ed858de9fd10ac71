// The chat feature's public entry: the conversation, for the messages panel (features/dialogs), and
// its chat tab (messages, sending text and files), for the deal room's conversation (features/deal-room).
export { Conversation } from './components/conversation';
export { ChatTab } from './components/chat-tab';

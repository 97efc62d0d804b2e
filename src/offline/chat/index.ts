// The team chat on the device: messages read and cached per session. The kind chat-message/send
// is registered in ../operations.
export { cacheChatMessages, latestChatTime, readChatMessages, type ChatMessage, type ChatMessageRow } from './reads';

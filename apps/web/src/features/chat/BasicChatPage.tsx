import { ChatScreen } from './ChatScreen';

/** /chat-basic/:appointmentId: the same conversation over plain HTTP polling, for networks where WebSockets fail. */
export function BasicChatPage() {
  return <ChatScreen mode="polling" />;
}

import { ChatScreen } from './ChatScreen';

/** /chat/:appointmentId: the chat in real time, over the hub. */
export function ChatPage() {
  return <ChatScreen mode="live" />;
}

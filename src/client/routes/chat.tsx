import { ChatPanel } from '#client/features/chat/chat-panel';

export default function ChatRoute() {
  return (
    <div className="page--chat">
      <title>Chat avec Janne · Renouveau</title>
      <ChatPanel />
    </div>
  );
}

import { createParser } from 'eventsource-parser';
import type { ChatStreamEvent } from '#shared/chat';
import { request } from '#client/lib/api';

/**
 * Sends a message and reads Janne's streamed reply (Server-Sent Events over a fetch body, since
 * EventSource cannot POST). Resolves when the stream ends; throws ApiError or NetworkError when
 * the message could not be sent.
 */
export async function streamChat(
  ask: { content: string } | { retryOf: string },
  onEvent: (event: ChatStreamEvent) => void,
  signal?: AbortSignal,
): Promise<void> {
  // « Réessayer » asks for a new reply to the same message; it streams exactly like a new one.
  const response =
    'content' in ask
      ? await request('/api/chat/messages', { method: 'POST', body: { content: ask.content }, signal })
      : await request('/api/chat/retry', { method: 'POST', body: { messageId: ask.retryOf }, signal });
  if (!response.body) return;
  const parser = createParser({
    onEvent: (event) => onEvent(JSON.parse(event.data) as ChatStreamEvent),
  });
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    parser.feed(value);
  }
}

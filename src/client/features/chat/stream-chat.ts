import { createParser } from 'eventsource-parser';
import type { ChatStreamEvent } from '../../../shared/chat';
import { request } from '../../api';

/**
 * Sends a message and reads Janne's streamed reply (Server-Sent Events over a fetch body, since
 * EventSource cannot POST). Resolves when the stream ends; throws ApiError or NetworkError when
 * the message could not be sent.
 */
export async function streamChat(content: string, onEvent: (event: ChatStreamEvent) => void, signal?: AbortSignal): Promise<void> {
  const response = await request('/api/chat/messages', { method: 'POST', body: { content }, signal });
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

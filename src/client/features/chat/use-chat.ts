import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import type { ChatMessage, MessagePage } from '#shared/chat';
import { api, errorMessage } from '#client/lib/api';
import { markCrisisSession } from '#client/lib/crisis-session';
import { streamChat } from './stream-chat';

/** The chat's query: the conversation, newest page first, its key, requests and answer type in one place. */
export const chatQueries = {
  /** The first page opens the chat (Janne writes first when it is empty); older pages follow the cursor. */
  messages: () =>
    infiniteQueryOptions({
      queryKey: ['chat', 'messages'] as const,
      initialPageParam: null as string | null,
      queryFn: ({ pageParam, signal }) =>
        pageParam === null
          ? api<MessagePage>('/api/chat/open', { method: 'POST', signal })
          : api<MessagePage>(`/api/chat/messages?before=${pageParam}`, { signal }),
      getNextPageParam: (page) => page.nextCursor,
      staleTime: Infinity,
    }),
};

export const RETRY_FAILED_MESSAGE = "Janne n'a pas pu reprendre sa réponse. Vérifie ta connexion, puis réessaie.";
export const SEND_FAILED_MESSAGE = "Ton message n'a pas pu être envoyé. Vérifie ta connexion, puis réessaie : il est toujours là.";

/** Adds a saved message at the end of the newest page (pages are newest first). */
function appendMessage<Cursor>(
  data: InfiniteData<MessagePage, Cursor> | undefined,
  message: ChatMessage,
): InfiniteData<MessagePage, Cursor> | undefined {
  if (!data) return data;
  const [newest, ...older] = data.pages;
  if (!newest || newest.messages.some((existing) => existing.id === message.id)) return data;
  return { ...data, pages: [{ ...newest, messages: [...newest.messages, message] }, ...older] };
}

/**
 * The conversation: the newest page first (opening the chat makes Janne write first when it is
 * empty), older pages on demand, and sending with Janne's reply streamed in.
 */
export function useChat() {
  const queryClient = useQueryClient();
  const [isSending, setIsSending] = useState(false);
  const [streamingText, setStreamingText] = useState('');
  const [sendError, setSendError] = useState<string | null>(null);
  /**
   * The crisis card, direct question or next step that has just arrived: the panel brings it into
   * view, with its calls and quick answers.
   */
  const [arrivedCareId, setArrivedCareId] = useState<string | null>(null);

  const query = useInfiniteQuery(chatQueries.messages());

  const messages = query.data ? [...query.data.pages].reverse().flatMap((page) => page.messages) : [];
  const crisisMode = query.data?.pages[0]?.crisisMode ?? false;
  // Coming back to a conversation still in crisis mode counts as a crisis in this session too.
  useEffect(() => {
    if (crisisMode) markCrisisSession();
  }, [crisisMode]);

  /** Sends a message, or asks again after an interrupted reply; resolves false (and sets sendError) when it could not be sent. */
  const stream = useCallback(
    async (ask: { content: string } | { retryOf: string }): Promise<boolean> => {
      setIsSending(true);
      setSendError(null);
      setStreamingText('');
      let sent = false;
      let finished = false;
      try {
        await streamChat(ask, (event) => {
          if (event.type === 'user-message') {
            sent = true;
            queryClient.setQueryData(chatQueries.messages().queryKey, (data) => appendMessage(data, event.message));
          } else if (event.type === 'crisis') {
            markCrisisSession();
            queryClient.setQueryData(chatQueries.messages().queryKey, (data) => appendMessage(data, event.message));
            setArrivedCareId(event.message.id);
          } else if (event.type === 'delta') {
            setStreamingText((text) => text + event.text);
          } else if (event.type === 'done') {
            finished = true;
            // The next step keeps crisis mode (and « Appeler le 3114 » in the header) like the card.
            if (event.message.crisisStep) markCrisisSession();
            queryClient.setQueryData(chatQueries.messages().queryKey, (data) => appendMessage(data, event.message));
            // The question and the next step come whole in this event (the card came before it).
            if (event.message.riskQuestion || event.message.crisisStep) setArrivedCareId(event.message.id);
            setStreamingText('');
          }
        });
        return true;
      } catch (error) {
        if (!sent) {
          setSendError(errorMessage(error, 'content' in ask ? SEND_FAILED_MESSAGE : RETRY_FAILED_MESSAGE));
          return false;
        }
        return true;
      } finally {
        // A stream cut short still left a saved message on the server: show what is there.
        if (sent && !finished) await queryClient.invalidateQueries({ queryKey: chatQueries.messages().queryKey });
        setStreamingText('');
        setIsSending(false);
      }
    },
    [queryClient],
  );

  return {
    messages,
    aiMode: query.data?.pages[0]?.aiMode ?? 'online',
    isLoading: query.isPending,
    loadError: query.isError,
    hasOlder: query.hasNextPage,
    isLoadingOlder: query.isFetchingNextPage,
    loadOlder: () => void query.fetchNextPage(),
    isSending,
    streamingText,
    sendError,
    send: useCallback((content: string) => stream({ content }), [stream]),
    retry: useCallback((messageId: string) => stream({ retryOf: messageId }), [stream]),
    arrivedCareId,
  };
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from '#shared/zod';
import { useOneAtATime } from '#client/lib/one-at-a-time';

interface AddValues {
  content: string;
}

/**
 * The one-line « add an item » forms (goals, matrix items): react-hook-form with the route's own
 * schema for `content` (trimmed; blank is ignored, SPEC §5), one request per intent however fast
 * the clicks come, and nothing lost on failure.
 *
 * `clearAtOnce`: empty the field as soon as the item is sent (the list shows it at once) and give
 * the text back on failure unless a new one is already being typed; otherwise the text stays in
 * the field until the item is saved.
 */
export function useAddForm({
  schema,
  add,
  clearAtOnce = false,
  onFailure,
  draft,
}: {
  schema: z.ZodType<AddValues, AddValues>;
  add: (content: string) => Promise<unknown>;
  clearAtOnce?: boolean;
  onFailure?: (error: unknown) => void;
  /** Issue 41: the text kept on this phone until it is added (lib/drafts.ts useDraft). */
  draft?: { initial: string; keep: (text: string) => void; forget: () => void };
}) {
  const [error, setError] = useState<unknown>(null);
  const [isSaving, setIsSaving] = useState(false);
  const oneAtATime = useOneAtATime();
  const form = useForm<AddValues>({ resolver: zodResolver(schema), defaultValues: { content: draft?.initial ?? '' } });

  const save = form.handleSubmit(async ({ content }) => {
    setError(null);
    setIsSaving(true);
    if (clearAtOnce) form.reset({ content: '' });
    try {
      await add(content);
      if (!clearAtOnce) form.reset({ content: '' });
      // Added: no longer a draft — unless new words are already being typed.
      draft?.keep(form.getValues('content'));
    } catch (caught) {
      if (!clearAtOnce || !form.getValues('content').trim()) form.setValue('content', content);
      draft?.keep(form.getValues('content'));
      setError(caught);
      onFailure?.(caught);
    } finally {
      setIsSaving(false);
    }
  });

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    // isSubmitting is state, still false on a double click's second submit: the ref is not.
    void oneAtATime(() => save(event));
  };

  return {
    register: () =>
      form.register('content', {
        onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
          setError(null);
          draft?.keep(event.target.value);
        },
      }),
    onSubmit,
    isSaving,
    /** What the last attempt threw, until the person types again or tries again. */
    error,
  };
}

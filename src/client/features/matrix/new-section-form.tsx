import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { SECTION_DESCRIPTION_MAX_LENGTH, SECTION_TITLE_MAX_LENGTH, SectionInputSchema } from '#shared/matrix';
import { ApiError, errorMessage } from '#client/lib/api';
import { useOneAtATime } from '#client/lib/one-at-a-time';
import { MATRIX_TEXTS } from './matrix-messages';
import { useCreateSection } from './use-matrix';

interface SectionFormValues {
  title: string;
  description: string;
}

/** SPEC §2 /matrix: a section of one's own, title and description both required (SPEC §5). */
export function NewSectionForm({ onCreated }: { onCreated: (type: string) => void }) {
  const createSection = useCreateSection();
  const [serverError, setServerError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const headingId = useId();
  const titleId = useId();
  const titleErrorId = useId();
  const descriptionId = useId();
  const descriptionErrorId = useId();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SectionFormValues>({
    resolver: zodResolver(SectionInputSchema),
    defaultValues: { title: '', description: '' },
  });

  const oneAtATime = useOneAtATime();
  const onSubmit = handleSubmit(async (input) => {
    setServerError(null);
    setStatus('');
    try {
      const { section } = await createSection(input);
      reset();
      setStatus(MATRIX_TEXTS.sectionCreated(section.title));
      onCreated(section.type);
    } catch (caught) {
      console.error('matrix section create failed', (caught as Error).name);
      const fieldErrors = caught instanceof ApiError ? caught.fieldErrors : {};
      if (fieldErrors.title) setError('title', { message: fieldErrors.title });
      if (fieldErrors.description) setError('description', { message: fieldErrors.description });
      if (!fieldErrors.title && !fieldErrors.description) setServerError(errorMessage(caught, MATRIX_TEXTS.sectionFailed));
    }
  });

  return (
    <section className="card matrix-new-section" aria-labelledby={headingId}>
      <h2 id={headingId}>Ajouter une section</h2>
      <p className="matrix-section__description">Un thème qui compte pour toi, avec quelques mots pour le décrire.</p>
      <form
        className="form__fields"
        onSubmit={(event) => {
          event.preventDefault();
          // isSubmitting is state, still false on a double click's second submit: the ref is not.
          if (!isSubmitting) void oneAtATime(() => onSubmit(event));
        }}
        noValidate
      >
        <div className="field">
          <label htmlFor={titleId}>Titre</label>
          <input
            id={titleId}
            type="text"
            autoComplete="off"
            required
            maxLength={SECTION_TITLE_MAX_LENGTH}
            aria-invalid={errors.title ? true : undefined}
            aria-describedby={errors.title ? titleErrorId : undefined}
            {...register('title')}
          />
          {errors.title ? (
            <p id={titleErrorId} className="matrix-field-error" role="alert">
              {errors.title.message}
            </p>
          ) : null}
        </div>
        <div className="field">
          <label htmlFor={descriptionId}>Description</label>
          <textarea
            id={descriptionId}
            rows={2}
            required
            maxLength={SECTION_DESCRIPTION_MAX_LENGTH}
            aria-invalid={errors.description ? true : undefined}
            aria-describedby={errors.description ? descriptionErrorId : undefined}
            {...register('description')}
          />
          {errors.description ? (
            <p id={descriptionErrorId} className="matrix-field-error" role="alert">
              {errors.description.message}
            </p>
          ) : null}
        </div>
        {serverError ? (
          <p className="matrix-section__error" role="alert">
            {serverError}
          </p>
        ) : null}
        <div>
          <button type="submit" className="button" aria-disabled={isSubmitting || undefined}>
            {isSubmitting ? 'Création…' : 'Créer la section'}
          </button>
        </div>
        <p className="visually-hidden" role="status">
          {status}
        </p>
      </form>
    </section>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { type DefaultValues, type FieldValues, useForm } from 'react-hook-form';
import { useLocation } from 'react-router';
import type { SessionResponse } from '#shared/auth';
import type { z } from '#shared/zod';
import { api, errorMessage } from '#client/lib/api';
import type { FromState } from '#client/lib/from-state';
import { useSetSession } from '#client/lib/session';
import { formErrorMessage } from './form-error';

/**
 * What /login and /signup share: react-hook-form with the route's schema, one POST that opens the
 * session, then `onSignedIn` with where a guard had stopped the person (if it did); the one message
 * the form shows (a field's, else the server's in French).
 */
export function useAuthForm<Values extends FieldValues, Input>({
  schema,
  defaultValues,
  url,
  errors: catalogue,
  fieldOrder,
  onSignedIn,
}: {
  schema: z.ZodType<Input, Values>;
  defaultValues: DefaultValues<Values>;
  url: string;
  errors: { default: string };
  fieldOrder: (keyof Values)[];
  onSignedIn: (from: FromState | null) => Promise<void> | void;
}) {
  const location = useLocation();
  const setSession = useSetSession();
  const [serverError, setServerError] = useState<string | null>(null);
  const errorId = useId();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, Input>({ resolver: zodResolver(schema), defaultValues });

  const onSubmit = handleSubmit(async (input) => {
    setServerError(null);
    try {
      setSession(await api<SessionResponse>(url, { method: 'POST', body: input }));
      await onSignedIn(location.state as FromState | null);
    } catch (error) {
      setServerError(errorMessage(error, catalogue));
    }
  });

  return { register, control, errors, isSubmitting, onSubmit, errorId, message: formErrorMessage(errors, fieldOrder) ?? serverError };
}

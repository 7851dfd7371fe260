import { type BaseSyntheticEvent, useId, useState } from 'react';
import { type DefaultValues, type FieldValues, type Resolver, useForm } from 'react-hook-form';
import { useLocation } from 'react-router';
import type { SessionResponse } from '#shared/auth';
import { api, errorMessage, NetworkError } from '#client/lib/api';
import type { FromState } from '#client/lib/from-state';
import { useSetSession } from '#client/lib/session';
import type * as AuthValidation from './auth-validation';
import { formErrorMessage } from './form-error';

let validation: Promise<typeof AuthValidation> | null = null;

/**
 * zod and the shared schemas, fetched once for both forms when the person first focuses a field
 * (or sends the form): the form is shown, and can be filled in, without them. A failed fetch is
 * asked again next time.
 */
function loadValidation(): Promise<typeof AuthValidation> {
  validation ??= import('./auth-validation').catch((error: unknown) => {
    validation = null;
    throw error;
  });
  return validation;
}

const prepareValidation = () => void loadValidation().catch(() => undefined);

/**
 * What /login and /signup share: react-hook-form with the route's shared schema, one POST that
 * opens the session, then `onSignedIn` with where a guard had stopped the person (if it did); the
 * one message the form shows (a field's, else the server's in French). Spread `formProps` on the
 * form: its focus starts loading the validation.
 */
export function useAuthForm<Values extends FieldValues, Input>({
  resolver: pickResolver,
  defaultValues,
  url,
  errors: catalogue,
  fieldOrder,
  onSignedIn,
}: {
  /** The route's resolver, out of the validation chunk (zodResolver of its shared form schema). */
  resolver: (validation: typeof AuthValidation) => Resolver<Values, unknown, Input>;
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
  const resolver: Resolver<Values, unknown, Input> = async (values, context, options) =>
    pickResolver(await loadValidation())(values, context, options);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting, submitCount },
    // The message is focused and brought into view instead (FormError's `attempt`): it says what is
    // wrong, and the fields at fault are marked aria-invalid and described by it (issue 27).
  } = useForm<Values, unknown, Input>({ resolver, defaultValues, shouldFocusError: false });

  const submit = handleSubmit(async (input) => {
    setServerError(null);
    try {
      setSession(await api<SessionResponse>(url, { method: 'POST', body: input }));
      await onSignedIn(location.state as FromState | null);
    } catch (error) {
      setServerError(errorMessage(error, catalogue));
    }
  });
  // Only the resolver can throw here (the request's errors are caught above): the validation could
  // not be fetched, and sending the form would have met the same lost connection.
  const onSubmit = (event?: BaseSyntheticEvent) => submit(event).catch(() => setServerError(errorMessage(new NetworkError(), catalogue)));

  return {
    register,
    control,
    errors,
    isSubmitting,
    formProps: { onSubmit, onFocus: prepareValidation, noValidate: true },
    errorId,
    message: formErrorMessage(errors, fieldOrder) ?? serverError,
    /** Each send's error is brought into view and focused once (FormError's `attempt`). */
    attempt: submitCount,
  };
}

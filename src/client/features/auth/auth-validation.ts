import { zodResolver } from '@hookform/resolvers/zod';
import { LoginFormSchema, SignupFormSchema } from '#shared/auth';

/**
 * The forms' validation: zod, the shared schemas and their react-hook-form resolvers. A chunk of its
 * own, loaded by use-auth-form.ts when the person starts on the form, not to show it: evaluating zod
 * and building the schemas was the longest task between the page's first paint and a usable form.
 */
export const loginResolver = zodResolver(LoginFormSchema);
export const signupResolver = zodResolver(SignupFormSchema);

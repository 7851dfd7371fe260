/**
 * What of an error may go into the logs. Error messages can carry what people wrote (a database
 * driver puts query parameters in its message, a provider may echo the prompt), so the logs get
 * the error's type, codes and stack frames, never its message.
 */
export interface SafeError {
  type: string;
  code?: string;
  status?: number;
  cause?: SafeError;
  frames?: string;
}

export function safeError(error: unknown, depth = 0): SafeError {
  if (!(error instanceof Error)) return { type: typeof error };
  const withCodes = error as Error & { code?: unknown; status?: unknown; statusCode?: unknown };
  const result: SafeError = { type: error.name || error.constructor.name };
  if (typeof withCodes.code === 'string' || typeof withCodes.code === 'number') result.code = String(withCodes.code);
  const status = withCodes.status ?? withCodes.statusCode;
  if (typeof status === 'number') result.status = status;
  const frames = error.stack
    ?.split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .slice(0, 8)
    .map((line) => line.trim())
    .join(' | ');
  if (frames) result.frames = frames;
  if (error.cause !== undefined && depth < 3) result.cause = safeError(error.cause, depth + 1);
  return result;
}

/**
 * What services need of a logger: warnings with a safe context. Fastify's (pino's) logger fits it;
 * services take this, not Fastify's type, so they do not depend on the HTTP layer.
 */
export interface Logger {
  warn(context: unknown, message?: string): void;
}

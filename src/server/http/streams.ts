import { Readable } from 'node:stream';

/**
 * A response body that pulls from `chunks` only as fast as the client reads: a slow download holds
 * one chunk, and a cancelled one stops the generator (its `finally` runs, its query stops).
 */
export function bodyOf(chunks: AsyncIterable<string | Uint8Array>): Readable {
  return Readable.from(
    (async function* () {
      for await (const chunk of chunks) yield typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
    })(),
    { objectMode: false },
  );
}

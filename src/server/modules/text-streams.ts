/**
 * Downloads that grow with the person's history (the journal, the whole account) are written as
 * they are read (issue 25): one page of rows in memory at a time, never the whole file. A heavy
 * account's export was one 55 MB string, and the server ran out of memory. These build the text;
 * http/streams.ts turns it into a response body.
 */

/** About this many characters are gathered before a write: fewer, larger writes to the socket. */
const CHUNK_CHARS = 64 * 1024;

/**
 * `{ "key": [ …items ] }`, the items written one by one: the same text as JSON.stringify of the
 * whole object (pretty: with two-space indentation and a final newline, as the export's files).
 */
export async function* jsonWithList(key: string, items: AsyncIterable<unknown>, options: { pretty: boolean }): AsyncGenerator<string> {
  const name = JSON.stringify(key);
  const { pretty } = options;
  yield pretty ? `{\n  ${name}: [` : `{${name}:[`;
  let first = true;
  for await (const item of items) {
    const text = pretty ? `\n    ${JSON.stringify(item, null, 2).replace(/\n/g, '\n    ')}` : JSON.stringify(item);
    yield first ? text : `,${text}`;
    first = false;
  }
  if (!pretty) yield ']}';
  else yield first ? ']\n}\n' : '\n  ]\n}\n';
}

/** Text pieces gathered into chunks of about CHUNK_CHARS. */
export async function* inChunks(pieces: AsyncIterable<string>): AsyncGenerator<string> {
  let pending = '';
  for await (const piece of pieces) {
    pending += piece;
    if (pending.length >= CHUNK_CHARS) {
      yield pending;
      pending = '';
    }
  }
  if (pending) yield pending;
}

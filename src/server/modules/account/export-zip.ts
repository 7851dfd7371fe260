import { strToU8, Zip, ZipDeflate } from 'fflate';
import { inChunks } from '../text-streams';

/**
 * The export's ZIP, written as it goes (fflate's streaming Zip, issue 25): each file's text is
 * deflated a chunk at a time and handed on, so memory holds a chunk and the deflate window, not
 * the archive. Files follow each other in the given order; their sizes go in data descriptors.
 */
export async function* zipOf(files: [name: string, pieces: () => AsyncIterable<string>][], mtime: Date): AsyncGenerator<Uint8Array> {
  const out: Uint8Array[] = [];
  const failed: { error: Error | null } = { error: null };
  const zip = new Zip((error, data) => {
    if (error) failed.error = error;
    else out.push(data);
  });
  function* ready(): Generator<Uint8Array> {
    if (failed.error) throw failed.error;
    yield* out.splice(0);
  }
  for (const [name, pieces] of files) {
    const file = new ZipDeflate(name, { level: 6 });
    file.mtime = mtime;
    zip.add(file);
    for await (const text of inChunks(pieces())) {
      file.push(strToU8(text));
      yield* ready();
    }
    file.push(new Uint8Array(0), true);
    yield* ready();
  }
  zip.end();
  yield* ready();
}

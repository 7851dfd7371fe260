import { DOWNLOAD_MESSAGES } from '#shared/messages';
import { rateLimited } from '../modules/errors';

/**
 * Heavy downloads (the journal, the whole account) in flight: one per person, and a few for the
 * whole server (EXPORTS_AT_ONCE), so that ten accounts exporting at once cannot starve everyone
 * else of CPU and database (issue 25). Counted in this process: each server bounds its own load.
 */
export class DownloadSlots {
  private readonly busy = new Set<string>();

  constructor(private readonly atOnce: number) {}

  /** Takes a slot for the person, or throws the 429 to answer; the release is idempotent. */
  take(userId: string): () => void {
    if (this.busy.has(userId)) throw rateLimited('download/in-progress', DOWNLOAD_MESSAGES.yours, 30);
    if (this.busy.size >= this.atOnce) throw rateLimited('download/busy', DOWNLOAD_MESSAGES.everyone, 60);
    this.busy.add(userId);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.busy.delete(userId);
    };
  }
}

import type { AiProvider } from './provider';

/** Why a provider call was ended: the server is stopping (StoppableProvider.stop). */
export class ServerStoppingError extends Error {
  constructor() {
    super('the server is stopping');
    this.name = 'ServerStoppingError';
  }
}

/**
 * The provider, with every call that is still running when the server stops ended on demand
 * (issue 25). A call that hung past the stop used to be cut with its connection at the end of the
 * grace period (main.ts), and the person got nothing; ended here, it fails as any provider failure
 * does, so each service answers with what it already says then — the chat's fallback sentence,
 * the journal's default question — saves it, and the request ends before the grace period does.
 *
 * Each call gets its own controller, aborted by the caller's signal or by stop(), and forgotten
 * when the call ends: nothing long-lived collects listeners call after call.
 */
export class StoppableProvider implements AiProvider {
  readonly kind: AiProvider['kind'];
  readonly assessRisk?: AiProvider['assessRisk'];
  private readonly running = new Set<AbortController>();
  private stopped = false;

  constructor(private readonly provider: AiProvider) {
    this.kind = provider.kind;
    // Absent on the offline companion, and must stay absent (judgeRisk asks whether it exists).
    if (provider.assessRisk) {
      const assessRisk = provider.assessRisk.bind(provider);
      this.assessRisk = (input, signal) => this.call(signal, (own) => assessRisk(input, own));
    }
  }

  /** Ends every running call, and any call made from now on. */
  stop(): void {
    this.stopped = true;
    for (const controller of this.running) controller.abort(new ServerStoppingError());
  }

  streamChatReply(...[input, signal]: Parameters<AiProvider['streamChatReply']>): AsyncIterable<string> {
    const provider = this.provider;
    const track = this.track.bind(this);
    return {
      async *[Symbol.asyncIterator]() {
        const { own, done } = track(signal);
        try {
          yield* provider.streamChatReply(input, own);
        } finally {
          done();
        }
      },
    };
  }

  journalQuestion(...[input, signal]: Parameters<AiProvider['journalQuestion']>): Promise<string> {
    return this.call(signal, (own) => this.provider.journalQuestion(input, own));
  }

  goalSuggestion(...[input, signal]: Parameters<AiProvider['goalSuggestion']>): Promise<string> {
    return this.call(signal, (own) => this.provider.goalSuggestion(input, own));
  }

  matrixSuggestions(...[input, signal]: Parameters<AiProvider['matrixSuggestions']>): Promise<string> {
    return this.call(signal, (own) => this.provider.matrixSuggestions(input, own));
  }

  summariseMemory(...[input, signal]: Parameters<AiProvider['summariseMemory']>): Promise<string[]> {
    return this.call(signal, (own) => this.provider.summariseMemory(input, own));
  }

  private async call<T>(signal: AbortSignal, run: (own: AbortSignal) => Promise<T>): Promise<T> {
    const { own, done } = this.track(signal);
    try {
      return await run(own);
    } finally {
      done();
    }
  }

  /** A signal of the call's own, aborted with the caller's or by stop(); `done` forgets it. */
  private track(signal: AbortSignal): { own: AbortSignal; done: () => void } {
    const controller = new AbortController();
    const follow = () => controller.abort(signal.reason);
    if (this.stopped) controller.abort(new ServerStoppingError());
    else if (signal.aborted) follow();
    else {
      signal.addEventListener('abort', follow, { once: true });
      this.running.add(controller);
    }
    return {
      own: controller.signal,
      done: () => {
        signal.removeEventListener('abort', follow);
        this.running.delete(controller);
      },
    };
  }
}

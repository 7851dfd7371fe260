/**
 * Chat benchmarks (issue: story and chat):
 *  (a) the time the server adds to the provider's time to first token, over 100 streamed replies
 *      with the fake provider answering after a fixed delay — target under 15 ms at p95;
 *  (b) the prompt's size at 10, 1,000 and 10,000 messages of history — target flat, within budget;
 *  (c) opening the chat at 50 vs 10,000 stored messages — target ratio under 1.5;
 *  (d) what the crisis detector's second layer (the provider's risk judgement, run alongside the
 *      reply; the reply's first words wait for it) adds to the time to first token, when the
 *      judgement takes less, as long, or longer than the reply's first token.
 */
import { sql } from 'drizzle-orm';
import { createParser } from 'eventsource-parser';
import OpenAI from 'openai';
import { isChatRequest, startFakeOpenAi } from '../tests/support/fake-openai';
import { OpenAiProvider } from '../src/server/ai/openai-provider';
import { tokensOf } from '../src/server/ai/prompt-budget';
import { benchUser, heading, median, ms, percentile, row, startBenchServer } from './support';

const FIRST_TOKEN_DELAY_MS = 100;
const REPLIES = 100;
const CONTEXT_TOKENS = 6000;

/** Milliseconds from sending until the first token of the reply arrives through the app. */
async function timeToFirstToken(url: string, origin: string, cookie: string, content: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${url}/api/chat/messages`, {
    method: 'POST',
    headers: { origin, cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ content }),
  });
  if (!response.body) throw new Error('no body');
  let firstToken = 0;
  const parser = createParser({
    onEvent: (event) => {
      if (event.event === 'delta' && firstToken === 0) firstToken = performance.now() - started;
    },
  });
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    parser.feed(value);
  }
  return firstToken;
}

/** The same through the SDK straight to the provider: what the provider alone costs. */
async function directTimeToFirstToken(client: OpenAI): Promise<number> {
  const started = performance.now();
  const stream = await client.chat.completions.create({ model: 'gpt-4', messages: [{ role: 'user', content: 'x' }], stream: true });
  let firstToken = 0;
  for await (const chunk of stream) {
    if (firstToken === 0 && chunk.choices[0]?.delta?.content) firstToken = performance.now() - started;
  }
  return firstToken;
}

export async function benchChat(): Promise<void> {
  const fake = await startFakeOpenAi({ firstTokenDelayMs: FIRST_TOKEN_DELAY_MS });
  const server = await startBenchServer(new OpenAiProvider({ apiKey: 'bench', baseURL: fake.url, model: 'gpt-4', idleTimeoutMs: 30_000 }), {
    env: { AI_CONTEXT_TOKENS: String(CONTEXT_TOKENS), AI_CHAT_LIMIT_PER_HOUR: '100000' },
  });
  try {
    heading(`Chat — time to first token, ${REPLIES} streamed replies, provider answering after ${FIRST_TOKEN_DELAY_MS} ms`);
    const { cookie } = await benchUser(server, 'ttft');
    const client = new OpenAI({ apiKey: 'bench', baseURL: fake.url, maxRetries: 0 });
    for (let i = 0; i < 5; i += 1) {
      await timeToFirstToken(server.url, server.origin, cookie, `échauffement ${i}`);
      await directTimeToFirstToken(client);
    }
    const viaApp: number[] = [];
    const direct: number[] = [];
    for (let i = 0; i < REPLIES; i += 1) {
      viaApp.push(await timeToFirstToken(server.url, server.origin, cookie, `Message ${i} : je pense encore à lui ce soir.`));
      direct.push(await directTimeToFirstToken(client));
    }
    row('provider alone (SDK → fake), median / p95', `${ms(median(direct))} / ${ms(percentile(direct, 95))}`);
    row('through the app (browser → app → provider), median / p95', `${ms(median(viaApp))} / ${ms(percentile(viaApp, 95))}`);
    const addedMedian = median(viaApp) - median(direct);
    const addedP95 = percentile(viaApp, 95) - percentile(direct, 95);
    row('added by the app, median', ms(addedMedian));
    row('added by the app, p95', ms(addedP95), `target < 15 ms: ${addedP95 < 15 ? 'met' : 'MISSED'}`);

    heading(`Chat — the risk judgement alongside the reply (first token after ${FIRST_TOKEN_DELAY_MS} ms), 40 replies each`);
    const judged: Record<number, number> = {};
    for (const riskDelay of [0, 50, FIRST_TOKEN_DELAY_MS, 150]) {
      const times: number[] = [];
      for (let i = 0; i < 40; i += 1) {
        times.push(
          await timeToFirstToken(server.url, server.origin, cookie, `Message ${i} : je pense encore à lui. [[risk-delay:${riskDelay}]]`),
        );
      }
      judged[riskDelay] = median(times);
      row(`judgement answering after ${riskDelay} ms, first token median / p95`, `${ms(median(times))} / ${ms(percentile(times, 95))}`);
    }
    const base = judged[0] ?? 0;
    row(
      'added by the second layer when it is no slower than the first token (50 / 100 ms)',
      `${ms((judged[50] ?? 0) - base)} / ${ms((judged[FIRST_TOKEN_DELAY_MS] ?? 0) - base)}`,
    );
    row(
      'added when it is 50 ms slower than the first token (150 ms)',
      ms((judged[150] ?? 0) - base),
      'expected ≈ 50 ms: the reply waits for it',
    );

    heading(`Chat — prompt size (budget AI_CONTEXT_TOKENS = ${CONTEXT_TOKENS})`);
    const sizes: number[] = [];
    for (const count of [10, 1000, 10_000]) {
      const { cookie: userCookie, userId } = await benchUser(server, `prompt-${count}`);
      await server.database.db.execute(sql`
        insert into messages (user_id, role, content)
        select ${userId}, case when i % 2 = 0 then 'user' else 'assistant' end,
               'Message ' || i || ' : ' || repeat('je repense à nos vacances en Bretagne, ', 4)
        from generate_series(1, ${count - 1}) as i`);
      // What Janne remembers (issue 14): twenty facts the person wrote, plus what the summary of
      // the older history adds after the first reply; the second reply is measured.
      for (let i = 1; i <= 20; i += 1) {
        await fetch(`${server.url}/api/memory/facts`, {
          method: 'POST',
          headers: { origin: server.origin, cookie: userCookie, 'content-type': 'application/json' },
          body: JSON.stringify({ text: `Souvenir ${i} : ma sœur Léa m'a appelée, ça m'aide de courir le matin.` }),
        });
      }
      await timeToFirstToken(server.url, server.origin, userCookie, 'Ma meilleure amie Inès est passée.');
      fake.requests.length = 0;
      await timeToFirstToken(server.url, server.origin, userCookie, 'Et maintenant ?');
      const sent = fake.requests.filter(isChatRequest).at(-1)?.body.messages ?? [];
      const tokens = sent.reduce((sum, message) => sum + tokensOf(message.content), 0);
      const memory = sent.find((message) => message.role === 'system' && message.content.startsWith('Ce que tu sais de la personne'));
      sizes.push(tokens);
      row(
        `${count.toLocaleString('en')} messages of history`,
        `${tokens} tokens, ${sent.length} msgs, memory ${memory ? tokensOf(memory.content) : 0} tokens`,
      );
    }
    const flat = Math.max(...sizes.slice(1)) <= CONTEXT_TOKENS;
    row('largest prompt / budget', `${(Math.max(...sizes) / CONTEXT_TOKENS).toFixed(2)}`, `target ≤ 1.00: ${flat ? 'met' : 'MISSED'}`);

    heading('Chat — opening the chat (POST /api/chat/open), 200 times each');
    const openTimes: Record<number, number> = {};
    for (const count of [50, 10_000]) {
      const { cookie: userCookie, userId } = await benchUser(server, `open-${count}`);
      await server.database.db.execute(sql`
        insert into messages (user_id, role, content)
        select ${userId}, case when i % 2 = 0 then 'user' else 'assistant' end, 'Message ' || i || ' : ' || repeat('un peu de texte, ', 6)
        from generate_series(1, ${count - 1}) as i`);
      // What the server's periodic maintenance does after people have written (see main.ts).
      await server.database.analyze();
      const times: number[] = [];
      for (let i = 0; i < 220; i += 1) {
        const started = performance.now();
        const response = await fetch(`${server.url}/api/chat/open`, {
          method: 'POST',
          headers: { origin: server.origin, cookie: userCookie },
        });
        await response.arrayBuffer();
        if (i >= 20) times.push(performance.now() - started);
      }
      openTimes[count] = median(times);
      row(`${count.toLocaleString('en')} stored messages, median / p95`, `${ms(median(times))} / ${ms(percentile(times, 95))}`);
    }
    const ratio = (openTimes[10_000] ?? 0) / (openTimes[50] ?? 1);
    row('ratio 10,000 / 50', ratio.toFixed(2), `target < 1.5: ${ratio < 1.5 ? 'met' : 'MISSED'}`);
  } finally {
    await server.close();
    await fake.close();
  }
}

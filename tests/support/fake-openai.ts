/**
 * A fake OpenAI-compatible server for tests and benchmarks: the real `openai` SDK talks to it over
 * HTTP exactly as it would to a provider. What it does is chosen by markers in the last user message of
 * a request (for a chat, what the person just wrote; for a suggestion, its prompt, which holds the
 * story):
 *
 *   [[fail500]]  answers 500           [[fail429]]  answers 429           [[flaky]]  500 once, then answers
 *   [[hang]]     never answers         [[stall]]    sends headers, then nothing
 *   [[cut]]      streams a few words, then drops the connection
 *   [[cut-once]] the same the first time for this message, then answers normally (for « Réessayer »)
 *   [[slow]]     150 ms between words  [[delay:N]]  N ms before the first word
 *   [[xss]]      a reply full of HTML  [[links]]    a reply naming the app's screens
 *   [[empty]]    an empty reply        [[bad-json]] not JSON (for the matrix)
 *   [[long]]     a reply of ten paragraphs, taller than a phone's chat
 *   [[risk:LEVEL]]  the risk judgement gives LEVEL (none … imminent); without it, "none"
 *   [[risk-hang]]   the risk judgement never answers (the chat reply itself still comes)
 *   [[risk-delay:N]] N ms before the risk judgement
 *   [[memory]]   a reply quoting the memory system message it received (« Ce que tu sais de la personne… »), or « Aucun souvenir reçu. »
 *   [[story]]    a reply quoting the first line of the story system message it received (« … Son ex s'appelle X. »)
 *   [[parcours]] a reply quoting the « Mon parcours » system message it received (« La personne suit « Mon parcours »… »), or « Aucune étape reçue. »
 *
 * A risk judgement (the crisis detector's second layer, max_tokens 60) can also be decided by the
 * `judge` option, a function of the message judged: the crisis evaluation uses it.
 * Without a marker it answers by call type, recognised by max_tokens (SPEC.md §9): a chat reply
 * (500), a journal question without its '?' (100), a goal with a final period (50), a matrix
 * (300) with one key per custom section id found in the prompt, facts to remember (250) as a JSON list.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  authorization: string | undefined;
  body: {
    model: string;
    messages: { role: string; content: string }[];
    temperature?: number;
    max_tokens?: number;
    stream?: boolean;
  };
}

export interface FakeOpenAi {
  /** The base URL to give the SDK (…/v1). */
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

export const FAKE_REPLIES = {
  /** The summary of older messages into facts to remember (max_tokens 250). */
  memory: ["Ta meilleure amie s'appelle Inès.", 'Courir le matin t’aide.'],
  chat: "Je t'entends, et ce que tu vis est vraiment difficile.\n\nQu'est-ce qui te pèse le plus ce soir ?",
  journalQuestion: "Qu'as-tu ressenti en te réveillant ce matin",
  goal: "Marcher trente minutes au bord de l'eau.",
  xss: '<img src=x onerror="window.__xss=1"> Bonjour <script>window.__xss=2</script>\n\nTu vas bien ?',
  links:
    "Tu peux ouvrir ton Tableau de bord, écrire dans ton Journal quotidien, regarder Mes progrès ou remplir ta Matrice d'introspection.\n\nPar quoi veux-tu commencer ?",
  cutPrefix: 'Je suis là, ',
  long: Array.from(
    { length: 10 },
    (_, i) => `Paragraphe ${i + 1} : je prends le temps de te répondre en détail, parce que ce que tu vis compte.`,
  ).join('\n\n'),
} as const;

export function fakeMatrix(customIds: string[]): Record<string, string[]> {
  const matrix: Record<string, string[]> = {
    strengths: ['Je sais écouter les autres'],
    improvements: ['Dire non sans me justifier'],
    likes: ['Les longues balades du dimanche'],
    dislikes: ['Les promesses jamais tenues'],
  };
  for (const id of customIds) matrix[id] = ['Une idée de Janne pour ma section'];
  return matrix;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The risk judgement's max_tokens (openai-provider.ts AI_PARAMETERS.risk). */
export const RISK_MAX_TOKENS = 60;

/** The message a risk judgement request is about: the text after its last heading. */
export function judgedMessage(prompt: string): string {
  return prompt.slice(prompt.lastIndexOf('Message à évaluer :\n') + 'Message à évaluer :\n'.length);
}

/** True for the chat replies (streamed), false for judgements and suggestions: tests count those. */
export const isChatRequest = (request: RecordedRequest) => request.body.stream === true;

function riskFor(marker: string, judge?: (message: string) => string): string {
  if (judge) return judge(judgedMessage(marker));
  const level = /\[\[risk:(\w+)\]\]/.exec(marker)?.[1] ?? 'none';
  return JSON.stringify({ risk: level, categories: level === 'none' || level === 'low' ? [] : ['suicide'] });
}

/** How the « Mon parcours » system message begins (prompts.ts parcoursContextMessage). */
export const PARCOURS_MESSAGE_START = 'La personne suit « Mon parcours »';

function replyFor(body: RecordedRequest['body'], marker: string): string {
  if (marker.includes('[[xss]]')) return FAKE_REPLIES.xss;
  if (marker.includes('[[links]]')) return FAKE_REPLIES.links;
  if (marker.includes('[[long]]')) return FAKE_REPLIES.long;
  if (marker.includes('[[empty]]')) return '';
  if (marker.includes('[[memory]]')) {
    const memory = body.messages.find(
      (message) => message.role === 'system' && message.content.startsWith('Ce que tu sais de la personne'),
    );
    return memory ? `Souvenirs reçus : ${memory.content}` : 'Aucun souvenir reçu.';
  }
  if (marker.includes('[[parcours]]')) {
    const step = body.messages.find((message) => message.role === 'system' && message.content.startsWith(PARCOURS_MESSAGE_START));
    return step ? `Étape reçue : ${step.content}` : 'Aucune étape reçue.';
  }
  if (marker.includes('[[story]]')) {
    const story = body.messages.find((message) => message.role === 'system' && message.content.startsWith("Voici l'histoire"));
    return story ? `Histoire reçue : ${story.content.split('\n')[0]}` : 'Aucune histoire reçue.';
  }
  switch (body.max_tokens) {
    case 100:
      return FAKE_REPLIES.journalQuestion;
    case 50:
      return FAKE_REPLIES.goal;
    case 250:
      return marker.includes('[[bad-json]]') ? 'Voici ce que je retiens : pas une liste' : JSON.stringify(FAKE_REPLIES.memory);
    case 300: {
      if (marker.includes('[[bad-json]]')) return 'Voici mes idées : forces, goûts… (pas du JSON)';
      const ids = [...marker.matchAll(/- "([0-9a-f-]{36})"/g)].map((match) => match[1] ?? '');
      return JSON.stringify(fakeMatrix(ids));
    }
    default:
      return FAKE_REPLIES.chat;
  }
}

/** Words with their following space, so that joining the chunks gives the reply back. */
const chunksOf = (text: string) => text.match(/\S+\s*|\s+/g) ?? [];

export async function startFakeOpenAi(
  options: { port?: number; firstTokenDelayMs?: number; riskDelayMs?: number; judge?: (message: string) => string } = {},
): Promise<FakeOpenAi> {
  const requests: RecordedRequest[] = [];
  const flakySeen = new Set<string>();
  const hanging = new Set<http.ServerResponse>();

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => {
      raw += chunk.toString();
    });
    req.on('end', () => {
      void handle(req, res, raw);
    });
  });

  async function handle(req: http.IncomingMessage, res: http.ServerResponse, raw: string): Promise<void> {
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
      return;
    }
    const body = JSON.parse(raw) as RecordedRequest['body'];
    requests.push({ authorization: req.headers.authorization, body });
    const marker = body.messages.findLast((message) => message.role === 'user')?.content ?? '';

    const fail = (status: number): void => {
      res
        .writeHead(status, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { message: `fake ${status}`, type: 'server_error' } }));
    };
    if (body.max_tokens === RISK_MAX_TOKENS) {
      // The judgement fails or hangs with the provider, or on its own markers.
      if (marker.includes('[[risk-hang]]') || marker.includes('[[hang]]')) {
        hanging.add(res);
        return;
      }
      if (marker.includes('[[fail500]]')) return fail(500);
      await sleep(Number(/\[\[risk-delay:(\d+)\]\]/.exec(marker)?.[1] ?? options.riskDelayMs ?? 0));
      if (res.destroyed) return;
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: `chatcmpl-fake-risk-${requests.length}`,
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: body.model,
          choices: [{ index: 0, message: { role: 'assistant', content: riskFor(marker, options.judge) }, finish_reason: 'stop' }],
          usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
        }),
      );
      return;
    }
    if (marker.includes('[[fail500]]')) return fail(500);
    if (marker.includes('[[fail429]]')) return fail(429);
    if (marker.includes('[[flaky]]') && !flakySeen.has(marker)) {
      flakySeen.add(marker);
      return fail(500);
    }
    if (marker.includes('[[hang]]')) {
      hanging.add(res);
      return;
    }

    const delay = Number(/\[\[delay:(\d+)\]\]/.exec(marker)?.[1] ?? options.firstTokenDelayMs ?? 0);
    const text = replyFor(body, marker);
    const id = `chatcmpl-fake-${requests.length}`;

    if (!body.stream) {
      await sleep(delay);
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id,
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: body.model,
          choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
          usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
        }),
      );
      return;
    }

    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    if (marker.includes('[[stall]]')) {
      hanging.add(res);
      return;
    }
    const chunk = (delta: Record<string, string>, finish: string | null = null) =>
      `data: ${JSON.stringify({
        id,
        object: 'chat.completion.chunk',
        created: Math.floor(Date.now() / 1000),
        model: body.model,
        choices: [{ index: 0, delta, finish_reason: finish }],
      })}\n\n`;

    await sleep(delay);
    const cutNow = marker.includes('[[cut]]') || (marker.includes('[[cut-once]]') && !flakySeen.has(`cut:${marker}`));
    if (marker.includes('[[cut-once]]')) flakySeen.add(`cut:${marker}`);
    if (cutNow) {
      res.write(chunk({ role: 'assistant', content: '' }));
      for (const piece of chunksOf(FAKE_REPLIES.cutPrefix)) res.write(chunk({ content: piece }));
      await sleep(50);
      res.socket?.destroy();
      return;
    }
    res.write(chunk({ role: 'assistant', content: '' }));
    for (const piece of chunksOf(text)) {
      if (marker.includes('[[slow]]')) await sleep(150);
      if (res.destroyed) return;
      res.write(chunk({ content: piece }));
    }
    res.write(chunk({}, 'stop'));
    res.end('data: [DONE]\n\n');
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Talk to the offline Janne from a terminal, one message at a time — for blind readings (issue 26:
 * someone who has not seen the code holds a conversation and scores it). The conversation is kept in
 * a JSON file between calls.
 *
 *   npx tsx scripts/talk-to-janne.ts conv.json --ex Thomas --gender female --story "Il est parti…"
 *   npx tsx scripts/talk-to-janne.ts conv.json "ça fait trois semaines aujourd'hui"
 *
 * The first form starts a conversation (and prints Janne's first words); the second sends a message
 * and prints her reply. The offline companion only, as a newcomer meets it.
 */
import fs from 'node:fs';
import { composeChatReply } from '../src/server/ai/offline-companion';
import type { ChatReplyInput } from '../src/server/ai/provider';

const [file, ...rest] = process.argv.slice(2);
if (!file) {
  console.error('usage: talk-to-janne.ts <conversation.json> ("message" | --ex NAME --gender female|male|other --story TEXT)');
  process.exit(2);
}
const flag = (name: string) => {
  const index = rest.indexOf(name);
  return index === -1 ? undefined : rest[index + 1];
};

let conversation: ChatReplyInput;
if (rest[0]?.startsWith('--') || !fs.existsSync(file)) {
  const gender = flag('--gender');
  conversation = {
    exName: flag('--ex') ?? null,
    gender: gender === 'female' || gender === 'male' || gender === 'other' ? gender : null,
    story: flag('--story') ?? null,
    memory: [],
    history: [],
  };
  const opening = composeChatReply(conversation);
  conversation.history.push({ role: 'assistant', content: opening });
  console.log(opening);
} else {
  conversation = JSON.parse(fs.readFileSync(file, 'utf8')) as ChatReplyInput;
  const message = rest.join(' ').trim();
  if (!message) {
    console.error('an empty message');
    process.exit(2);
  }
  conversation.history.push({ role: 'user', content: message });
  const reply = composeChatReply(conversation);
  conversation.history.push({ role: 'assistant', content: reply });
  console.log(reply);
}
fs.writeFileSync(file, JSON.stringify(conversation, null, 2));

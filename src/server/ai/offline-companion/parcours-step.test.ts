/**
 * Issue 29, « Janne knows the step »: when the person asks what to do, the offline companion
 * points to today's step of « Mon parcours » — never when the message hurts, never in crisis
 * mode, never twice in a row; a step already done is said warmly, and the usual ideas follow.
 */
import { describe, expect, it } from 'vitest';
import { splitChatLinks } from '#shared/chat';
import { PARCOURS_PATH } from '#shared/parcours/api';
import { composeChatReply } from './index';
import type { ChatReplyInput, ChatTurn, ParcoursStep } from '../provider';

const STEP: ParcoursStep = { day: 9, title: 'Un plaisir oublié', theme: 'Retrouver une petite chose qui te faisait du bien.', done: false };
const base: ChatReplyInput = { exName: 'Thomas', story: 'Thomas est parti après cinq ans.', gender: 'female', memory: [], history: [] };

function replyTo(messages: string[], extra: Partial<ChatReplyInput> = {}): string {
  const history: ChatTurn[] = [];
  let reply = '';
  for (const content of messages) {
    history.push({ role: 'user', content });
    reply = composeChatReply({ ...base, ...extra, history: [...history] });
    history.push({ role: 'assistant', content: reply });
  }
  return reply;
}
const pointsToStep = (reply: string) => /Mon parcours/.test(reply) && reply.includes('«\u00a0Un plaisir oublié\u00a0»');

describe('the person asks what to do', () => {
  it.each([
    'je sais pas quoi faire',
    'qu’est-ce que je pourrais faire aujourd’hui ?',
    't’as une idée pour m’occuper ?',
    'je tourne en rond, je fais quoi',
  ])('« %s »: today’s step, by its day and title, and « Mon parcours » as a link', (message) => {
    const reply = replyTo([message], { parcours: STEP });
    expect(pointsToStep(reply)).toBe(true);
    // No-break spaces: the title's guillemets and « jour 9 » never split at the end of a line.
    expect(reply).toMatch(/jour\u00a09/);
    // And what the day is about: a title alone said little (blind reading).
    expect(reply).toContain('retrouver une petite chose qui te faisait du bien.');
    const links = reply.split('\n\n').flatMap((paragraph) => splitChatLinks(paragraph).filter((segment) => segment.kind === 'link'));
    expect(links).toContainEqual({ kind: 'link', text: 'Mon parcours', to: PARCOURS_PATH });
    // One question, at the end, as every reply.
    expect(reply.match(/\?/g)).toHaveLength(1);
    expect(reply.trim().endsWith('?')).toBe(true);
  });

  it('without a step, gets the usual reply, unchanged', () => {
    const message = 'je sais pas quoi faire';
    expect(replyTo([message], { parcours: null })).toBe(replyTo([message]));
    expect(pointsToStep(replyTo([message]))).toBe(false);
  });

  it('with the step already done, hears so warmly and gets the usual ideas, not the step again', () => {
    const reply = replyTo(['je sais pas quoi faire'], { parcours: { ...STEP, done: true } });
    expect(reply).toMatch(/étape du jour/);
    expect(reply).toMatch(/déjà fait/);
    expect(reply).toMatch(/\n1\. /);
    expect(reply).not.toMatch(/faire maintenant|essayer/);
  });

  it('is pointed to the step once; asked again, the usual ideas', () => {
    const again = replyTo(['je sais pas quoi faire', 'bof, autre chose ?', 'je sais toujours pas quoi faire de ma soirée'], {
      parcours: STEP,
    });
    expect(pointsToStep(again)).toBe(false);
  });
});

describe('never pushed on someone who hurts', () => {
  it.each([
    'je sais pas quoi faire, il me manque trop et je pleure tous les soirs',
    'je me sens tellement seule, je fais quoi',
    'je suis en colère contre lui, je fais quoi ce soir ?',
    'il a posté une photo avec une autre fille, je fais quoi ?',
    'ça sert à rien tout ça, je fais quoi de ma vie',
    'j’ai envie de lui écrire, je fais quoi ?',
  ])('« %s »: the feeling or the question is answered, without the step', (message) => {
    const reply = replyTo([message], { parcours: STEP });
    expect(pointsToStep(reply)).toBe(false);
    expect(reply).not.toMatch(/parcours/i);
    // The same reply as without a step: the step changes nothing there.
    expect(reply).toBe(replyTo([message]));
  });

  it('right after a message that hurts, « je sais pas quoi faire » is still about it', () => {
    const reply = replyTo(['je pleure depuis ce matin, il me manque tellement', 'je sais pas quoi faire'], { parcours: STEP });
    expect(reply).not.toMatch(/parcours/i);
    // After ordinary news, the step.
    expect(pointsToStep(replyTo(['j’ai rangé l’appart', 'je sais pas quoi faire maintenant'], { parcours: STEP }))).toBe(true);
  });

  it('ordinary messages are answered as before', () => {
    for (const message of [
      'j’ai eu mon permis ce matin !!',
      'ma sœur vient dîner ce soir',
      'tu crois qu’il pense encore à moi ?',
      'bonne nuit',
    ])
      expect(replyTo([message], { parcours: STEP })).toBe(replyTo([message]));
  });

  it('in crisis mode, never: the crisis reply, the same with or without a step', () => {
    for (const mode of ['crisis', 'safe'] as const)
      for (const message of ['je sais pas quoi faire', 'qu’est-ce que je pourrais faire aujourd’hui ?']) {
        const history: ChatTurn[] = [{ role: 'user', content: message }];
        const reply = composeChatReply({ ...base, history, mode, parcours: STEP });
        expect(reply).not.toMatch(/parcours|plaisir oublié/i);
        expect(reply).toBe(composeChatReply({ ...base, history, mode }));
      }
  });
});

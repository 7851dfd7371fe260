// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { crisisStepText, QUESTION_NO, QUESTION_YES, RISK_QUESTION_TEXT, SAFE_ANSWER } from '#shared/crisis-care';
import { CrisisStepBubble, RiskQuestionBubble } from './care-bubbles';

afterEach(cleanup);

/** A signed-out session already in the cache (no request), and a router for the links. */
function wrap(children: ReactNode) {
  const client = new QueryClient();
  client.setQueryData(['session'], { user: null, hasStory: false });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the direct question', () => {
  it('shows Janne’s words as text, « Oui » and « Non, ce n’est pas ça » that send their words, and 3114 quietly', () => {
    const onAnswer = vi.fn();
    wrap(<RiskQuestionBubble content={RISK_QUESTION_TEXT} answers={{ onAnswer, disabled: false }} />);
    expect(screen.getByText(/est-ce que tu penses à te faire du mal/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: QUESTION_YES }));
    fireEvent.click(screen.getByRole('button', { name: QUESTION_NO }));
    expect(onAnswer.mock.calls).toEqual([[QUESTION_YES], [QUESTION_NO]]);
    expect(screen.getByRole('link', { name: /3114/ }).getAttribute('href')).toBe('tel:3114');
  });

  it('has no answers on an older question, and disabled ones while a message is sending; 3114 stays', () => {
    wrap(<RiskQuestionBubble content={RISK_QUESTION_TEXT} />);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByRole('link', { name: /3114/ })).toBeTruthy();
    cleanup();
    wrap(<RiskQuestionBubble content={RISK_QUESTION_TEXT} answers={{ onAnswer: () => {}, disabled: true }} />);
    const buttons = screen.getAllByRole('button') as HTMLButtonElement[];
    expect(buttons.map((button) => button.disabled)).toEqual([true, true]);
  });

  it('never reads a message as HTML', () => {
    const { container } = wrap(<RiskQuestionBubble content={'<img src=x onerror="alert(1)">\n\nEt toi ?'} />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('<img src=x onerror="alert(1)">')).toBeTruthy();
  });
});

describe('the next step', () => {
  it('puts 3114, 15 and 112 one tap away right under « appelle le 3114 », then « Oui, je suis en sécurité »', () => {
    const onAnswer = vi.fn();
    const { container } = wrap(
      <CrisisStepBubble content={crisisStepText(['suicide'])} categories={['suicide']} answers={{ onAnswer, disabled: false }} />,
    );
    const calls = within(container.querySelector('.step-calls') as HTMLElement).getAllByRole('link');
    expect(calls.map((call) => [call.getAttribute('aria-label'), call.getAttribute('href')])).toEqual([
      ['Appeler le 3114, Prévention du suicide', 'tel:3114'],
      ['Appeler le 15, SAMU', 'tel:15'],
      ['Appeler le 112, Urgences, partout en Europe', 'tel:112'],
    ]);
    // Reading order: the paragraph that says to call, the calls, the way out of crisis mode, the rest.
    const order = [...container.querySelectorAll('p, .step-calls, .bubble__answers')].map((node) =>
      node.matches('p') ? (node.textContent ?? '') : node.className,
    );
    expect(order.indexOf('step-calls')).toBe(2);
    expect(order[1]).toMatch(/appelle le 3114/);
    expect(order[3]).toBe('bubble__answers');
    fireEvent.click(screen.getByRole('button', { name: SAFE_ANSWER }));
    expect(onAnswer).toHaveBeenCalledWith(SAFE_ANSWER);
    expect(screen.getByRole('link', { name: 'Mon plan de sécurité' }).getAttribute('href')).toBe('/plan-de-securite/moment-difficile');
  });

  it('for violence: the police, 112, the 114 by SMS and 3919; no answer on an older step', () => {
    const { container } = wrap(<CrisisStepBubble content={crisisStepText(['violence'])} categories={['violence']} />);
    const calls = within(container.querySelector('.step-calls') as HTMLElement).getAllByRole('link');
    expect(calls.map((call) => call.getAttribute('href'))).toEqual(['tel:17', 'tel:112', 'sms:114', 'tel:3919']);
    expect(calls[2]?.textContent).toMatch(/^Envoyer un SMS au 114/);
    expect(screen.queryByRole('button', { name: SAFE_ANSWER })).toBeNull();
  });
});

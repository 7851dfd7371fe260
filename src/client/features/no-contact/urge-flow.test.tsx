// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type NoContactState, URGE_WAIT_MS } from '#shared/no-contact';
import { STORAGE_KEYS } from '#client/lib/storage-keys';
import { fakeServer, renderWithApp, stubJsdom } from '#client/testing/render';
import { noContactQueries } from './use-no-contact';
import { UrgeFlow } from './urge-flow';

beforeAll(stubJsdom);
beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ now: new Date('2026-03-10T21:00:00') });
  fakeServer({ 'POST /api/no-contact/held': () => ({ status: 201, body: STATE }) });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const STATE: NoContactState = {
  summary: { current: 3, best: 3, total: 3, streaks: [], milestones: [] },
  slips: [],
  held: [],
  reasons: [
    { id: 'r1', content: 'Je dors mieux sans son message.', createdAt: '2026-03-01T10:00:00.000Z', updatedAt: '2026-03-01T10:00:00.000Z' },
  ],
  letters: [],
} as unknown as NoContactState;

const show = () => renderWithApp(<UrgeFlow />, [[noContactQueries.state().queryKey, STATE]]);
const clock = () => screen.getByText(/^\d+:\d\d$/).textContent;
const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

/** From the first step to the wait: the letter skipped, the reasons read, « Attendre 10 minutes ». */
function startWaiting() {
  fireEvent.click(screen.getByRole('button', { name: 'Passer cette étape' }));
  expect(screen.getByText('Je dors mieux sans son message.')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Attendre 10 minutes' }));
}

describe('the urge flow’s ten minutes', () => {
  it('count down each second, from 10:00, and say when they are over', () => {
    show();
    startWaiting();
    expect(clock()).toBe('10:00');
    tick(1_000);
    expect(clock()).toBe('9:59');
    tick(4 * 60_000 - 1_000);
    expect(clock()).toBe('6:00');
    expect(screen.getByText('6 minutes restantes.')).toBeTruthy();
    tick(6 * 60_000);
    expect(screen.getByText('Les dix minutes sont passées. Comment te sens-tu maintenant ?')).toBeTruthy();
  });

  it('go on while the person is away: leaving the page and coming back finds the wait where it is', () => {
    const first = show();
    startWaiting();
    expect(Number(localStorage.getItem(STORAGE_KEYS.urgeWaitEndsAt))).toBe(Date.now() + URGE_WAIT_MS);
    first.unmount();

    tick(7 * 60_000); // elsewhere in the app, or the tab closed
    show();
    expect(screen.getByRole('heading', { name: 'Dix minutes pour toi' })).toBeTruthy();
    expect(clock()).toBe('3:00');
    tick(3 * 60_000);
    expect(screen.getByText('Les dix minutes sont passées. Comment te sens-tu maintenant ?')).toBeTruthy();
  });

  it('a wait that ended over an hour ago is an old one: the flow starts afresh', () => {
    localStorage.setItem(STORAGE_KEYS.urgeWaitEndsAt, String(Date.now() - 61 * 60_000));
    show();
    expect(screen.getByRole('heading', { name: "Écris-le ici plutôt que de l'envoyer" })).toBeTruthy();
  });

  it('« J’ai tenu » ends the wait: it is forgotten, and a new urge starts at the first step', async () => {
    const first = show();
    startWaiting();
    fireEvent.click(screen.getByRole('button', { name: "J'ai tenu" }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('heading', { name: 'Tu as tenu 💛' })).toBeTruthy();
    expect(localStorage.getItem(STORAGE_KEYS.urgeWaitEndsAt)).toBeNull();
    first.unmount();
    show();
    expect(screen.getByRole('heading', { name: "Écris-le ici plutôt que de l'envoyer" })).toBeTruthy();
  });
});

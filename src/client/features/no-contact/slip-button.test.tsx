// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { NoContactState, SlipResponse } from '#shared/no-contact';
import { fakeServer, renderWithApp, stubJsdom } from '#client/testing/render';
import { SlipButton, SlipOutcome } from './slip-button';

beforeAll(stubJsdom);
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const STATE: NoContactState = {
  summary: { current: 0, best: 12, total: 12, streaks: [], milestones: [] },
  slips: [],
  held: [],
  reasons: [],
  letters: [],
};
const SLIP: SlipResponse = {
  state: STATE,
  slip: { id: 'slip-1', day: '2026-03-10', lastContactDay: '2026-02-26', note: null, createdAt: '2026-03-10T09:00:00.000Z' },
  message: 'Tu as tenu 12 jours. Ils restent à toi.',
};
const UNDO_FAILED = "Ça n'a pas pu être annulé. Réessaie dans un instant.";

describe('« J’ai craqué »', () => {
  it('sends the note, shows the kind words, and « Annuler » takes that very slip back', async () => {
    const server = fakeServer({
      'POST /api/no-contact/slips': () => ({ status: 201, body: SLIP }),
      'DELETE /api/no-contact/slips/slip-1': () => ({ status: 200, body: STATE }),
      'GET /api/progress': () => ({ status: 200, body: {} }),
    });
    renderWithApp(<SlipButton />);
    fireEvent.click(screen.getByRole('button', { name: "J'ai craqué" }));
    const note = await screen.findByRole('dialog', { name: 'Tu as craqué ?' });
    fireEvent.change(within(note).getByLabelText("Ce qui s'est passé, si tu veux (facultatif)"), { target: { value: '  sa story  ' } });
    fireEvent.click(within(note).getByRole('button', { name: 'Noter et repartir' }));

    // Each dialog opens in an effect (showModal) a moment after React renders it, and until then its
    // buttons are hidden from roles. Waiting for the text and then taking the button at once depended
    // on the machine's speed (it failed beside a CPU-bound process): wait for the open dialog itself.
    const outcome = await screen.findByRole('dialog', { name: 'C’est noté' });
    expect(within(outcome).getByText(SLIP.message)).toBeTruthy();
    expect(server.seen[0]).toMatchObject({ method: 'POST', path: '/api/no-contact/slips', body: { note: 'sa story' } });
    fireEvent.click(within(outcome).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByText(SLIP.message)).toBeNull());
    expect(server.seen.map((seen) => `${seen.method} ${seen.path.split('?')[0]}`)).toContain('DELETE /api/no-contact/slips/slip-1');
  });

  it('a note too long is refused by the route’s own rule, with nothing sent', async () => {
    const server = fakeServer({});
    renderWithApp(<SlipButton />);
    fireEvent.click(screen.getByRole('button', { name: "J'ai craqué" }));
    const note = await screen.findByRole('dialog', { name: 'Tu as craqué ?' });
    fireEvent.change(within(note).getByLabelText("Ce qui s'est passé, si tu veux (facultatif)"), { target: { value: 'x'.repeat(1001) } });
    fireEvent.click(within(note).getByRole('button', { name: 'Noter et repartir' }));
    const alert = await screen.findByText('Ta note doit faire au plus 1 000 caractères.');
    expect(alert.getAttribute('role')).toBe('alert');
    // The focus comes in an effect after the message renders: wait for it, not for a tick.
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(server.fetch).not.toHaveBeenCalled();
  });

  it('an undo that fails says so, in view and focused, and the slip’s words stay', async () => {
    fakeServer({ 'DELETE /api/no-contact/slips/slip-1': () => ({ status: 503 }) });
    renderWithApp(<SlipOutcome recorded={SLIP} onUndone={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    const alert = await screen.findByText(UNDO_FAILED);
    // The focus comes in an effect after the message renders: wait for it, not for a tick.
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(screen.getByText(SLIP.message, { exact: false })).toBeTruthy();
  });

  it('after the urge flow, « Annuler » stays 30 seconds, then goes', () => {
    vi.useFakeTimers();
    fakeServer({});
    const onUndone = vi.fn();
    renderWithApp(<SlipOutcome recorded={SLIP} onUndone={onUndone} />);
    act(() => vi.advanceTimersByTime(29_000));
    expect(screen.getByRole('button', { name: 'Annuler' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.queryByRole('button', { name: 'Annuler' })).toBeNull();
    expect(onUndone).not.toHaveBeenCalled();
  });
});

// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MOOD_REQUIRED } from '#shared/journal';
import { DAY_NOT_OPEN_MESSAGE, type ExerciseResponse, type ParcoursState } from '#shared/parcours/api';
import { fakeServer, renderWithApp, stubJsdom } from '#client/testing/render';
import { EXERCISE_FAILED_MESSAGE, ExerciseForm } from './exercise-form';

beforeEach(stubJsdom);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const JOURNAL = { kind: 'journal', prompt: 'Qu’est-ce qui a été le plus dur aujourd’hui ?' } as const;
const STATE = {
  today: '2026-11-20',
  current: null,
  welcomeBack: false,
  paused: false,
  finished: false,
  days: [],
  bilanDue: false,
} as ParcoursState;
const DONE: ExerciseResponse = { state: STATE, crisis: null, riskQuestion: null };

const textbox = () => screen.getByRole('textbox', { name: JOURNAL.prompt }) as HTMLTextAreaElement;

describe('the day’s exercise form', () => {
  it('a journal day asks for the mood: nothing is sent until one is chosen', async () => {
    const { seen } = fakeServer({ 'POST /api/parcours/days/1/exercise': () => ({ status: 200, body: DONE }) });
    const onDone = vi.fn();
    renderWithApp(<ExerciseForm day={1} exercise={JOURNAL} onDone={onDone} />);
    // No mood is preset (issue 27).
    expect(screen.getAllByRole('radio').every((radio) => !(radio as HTMLInputElement).checked)).toBe(true);
    fireEvent.change(textbox(), { target: { value: 'La soirée, seule.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer dans mon journal' }));
    expect(await screen.findByText(MOOD_REQUIRED)).toBeTruthy();
    expect(seen).toHaveLength(0);

    fireEvent.click(screen.getByRole('radio', { name: '4' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer dans mon journal' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(DONE));
    expect(seen[0]?.body).toMatchObject({ answer: 'La soirée, seule.', mood: 4 });
    expect(typeof (seen[0]?.body as { timeZone: unknown }).timeZone).toBe('string');
  });

  it('with neither mood nor text, says the first thing missing and takes the focus there, not to the second', async () => {
    fakeServer({});
    renderWithApp(<ExerciseForm day={1} exercise={JOURNAL} onDone={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer dans mon journal' }));
    const moodError = await screen.findByText(MOOD_REQUIRED);
    await waitFor(() => expect(document.activeElement).toBe(moodError));
    expect(screen.queryByText('Écris quelques mots avant de valider.')).toBeNull();
  });

  it('keeps the text and the mood when the save fails, and says so', async () => {
    fakeServer({ 'POST /api/parcours/days/1/exercise': () => ({ status: 500 }) });
    const onDone = vi.fn();
    renderWithApp(<ExerciseForm day={1} exercise={JOURNAL} onDone={onDone} />);
    fireEvent.click(screen.getByRole('radio', { name: '6' }));
    fireEvent.change(textbox(), { target: { value: 'Tout ce que j’ai sur le cœur.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer dans mon journal' }));
    expect(await screen.findByText(EXERCISE_FAILED_MESSAGE)).toBeTruthy();
    expect(textbox().value).toBe('Tout ce que j’ai sur le cœur.');
    expect((screen.getByRole('radio', { name: '6' }) as HTMLInputElement).checked).toBe(true);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('shows the server’s message when the day is not open (409), text kept', async () => {
    fakeServer({
      'POST /api/parcours/days/2/exercise': () => ({ status: 409, body: { code: 'day_not_open', message: DAY_NOT_OPEN_MESSAGE } }),
    });
    const exercise = { kind: 'reason', prompt: 'Une raison de ne pas lui écrire ce soir' } as const;
    renderWithApp(<ExerciseForm day={2} exercise={exercise} onDone={vi.fn()} />);
    const input = screen.getByRole('textbox', { name: exercise.prompt }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'Je mérite mieux.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter à mes raisons' }));
    expect(await screen.findByText(DAY_NOT_OPEN_MESSAGE)).toBeTruthy();
    expect(input.value).toBe('Je mérite mieux.');
  });

  it('a one-line exercise refuses an empty answer without asking the server', async () => {
    const { seen } = fakeServer({});
    renderWithApp(
      <ExerciseForm day={3} exercise={{ kind: 'matrix', section: 'strengths', prompt: 'Une force que tu as montrée' }} onDone={vi.fn()} />,
    );
    expect(screen.getByText('Elle s’ajoutera à ta matrice d’introspection.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter à ma matrice' }));
    expect(await screen.findByText('Écris quelques mots avant de valider.')).toBeTruthy();
    expect(seen).toHaveLength(0);
  });

  it('a letter says it will never be sent', () => {
    renderWithApp(<ExerciseForm day={4} exercise={{ kind: 'letter', prompt: 'Écris-lui ce que tu ne lui diras pas.' }} onDone={vi.fn()} />);
    expect(screen.getByText('Elle ne sera jamais envoyée.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Écris-lui ce que tu ne lui diras pas.' }).tagName).toBe('TEXTAREA');
  });

  it('an action is done with its own button, and sends no text', async () => {
    const { seen } = fakeServer({ 'POST /api/parcours/days/5/exercise': () => ({ status: 200, body: DONE }) });
    const onDone = vi.fn();
    renderWithApp(
      <ExerciseForm
        day={5}
        exercise={{ kind: 'action', prompt: 'Mets son profil en sourdine.', doneLabel: 'C’est fait' }}
        onDone={onDone}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'C’est fait' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(seen[0]?.body).not.toHaveProperty('answer');
    expect(seen[0]?.body).not.toHaveProperty('mood');
  });

  it('a grounding day shows the 5-4-3-2-1 exercise on the page, then « J’ai fait l’exercice »', () => {
    renderWithApp(
      <ExerciseForm day={6} exercise={{ kind: 'grounding', prompt: 'Prends cinq minutes pour revenir ici.' }} onDone={vi.fn()} />,
    );
    expect(screen.getByText('5 choses que tu vois')).toBeTruthy();
    expect(screen.getByRole('button', { name: "J'ai fait l'exercice" })).toBeTruthy();
  });
});

// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { agreeText } from '#shared/gender';
import type { ExerciseResponse, ParcoursState } from '#shared/parcours/api';
import { PARCOURS_DAYS } from '#shared/parcours/days';
import type { DayStatus } from '#shared/parcours/schedule';
import { fakeServer, renderWithApp, stubJsdom } from '#client/testing/render';
import { ParcoursDayView } from './day-view';
import { parcoursQueries } from './use-parcours';

beforeEach(stubJsdom);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const KEY = parcoursQueries.state().queryKey;
const DAY_ONE = PARCOURS_DAYS[0]!;

function stateWith(statuses: Record<number, DayStatus>, written: ParcoursState['days'][number]['written'] = null): ParcoursState {
  return {
    today: '2026-11-20',
    current: { day: 1, title: DAY_ONE.title, status: 'open' },
    welcomeBack: false,
    paused: false,
    finished: false,
    bilanDue: false,
    days: Array.from({ length: 28 }, (_, index) => ({
      day: index + 1,
      status: statuses[index + 1] ?? 'locked',
      finishedOn: statuses[index + 1] === 'done' ? '2026-11-19' : null,
      written: statuses[index + 1] === 'done' ? written : null,
    })),
  };
}

describe('a day of « Mon parcours »', () => {
  it('after a journal day whose words call for it, shows the helplines as the journal does', async () => {
    const done = stateWith({ 1: 'done', 2: 'tomorrow' }, { tool: 'journal', text: 'je veux en finir' });
    const response: ExerciseResponse = { state: done, crisis: ['suicide'], riskQuestion: null };
    fakeServer({ 'POST /api/parcours/days/1/exercise': () => ({ status: 200, body: response }) });
    renderWithApp(<ParcoursDayView day={1} />, [[KEY, stateWith({ 1: 'open' })]]);
    fireEvent.click(screen.getByRole('radio', { name: '2' }));
    fireEvent.change(screen.getByRole('textbox', { name: agreeText(DAY_ONE.exercise.prompt, 'female') }), {
      target: { value: 'je veux en finir' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer dans mon journal' }));
    // The person of renderWithApp is a woman.
    expect(await screen.findByRole('heading', { name: "Tu n'es pas seule" })).toBeTruthy();
    expect(screen.getByRole('link', { name: /3114/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voir dans mon journal' }).getAttribute('href')).toBe('/journal');
  });

  it('when the detector is unsure, asks the direct question instead', async () => {
    const response: ExerciseResponse = { state: stateWith({ 1: 'done', 2: 'tomorrow' }), crisis: null, riskQuestion: ['suicide'] };
    fakeServer({ 'POST /api/parcours/days/1/exercise': () => ({ status: 200, body: response }) });
    renderWithApp(<ParcoursDayView day={1} />, [[KEY, stateWith({ 1: 'open' })]]);
    fireEvent.click(screen.getByRole('radio', { name: '3' }));
    fireEvent.change(screen.getByRole('textbox', { name: agreeText(DAY_ONE.exercise.prompt, 'female') }), {
      target: { value: 'à quoi bon' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer dans mon journal' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Oui' })).toBeTruthy());
  });

  it('a day not open yet says so, with a way back, and no exercise', () => {
    renderWithApp(<ParcoursDayView day={2} />, [[KEY, stateWith({ 1: 'done', 2: 'tomorrow' })]]);
    expect(screen.getByText("Ce jour n'est pas encore ouvert.")).toBeTruthy();
    expect(screen.getByText("Il s'ouvrira demain matin.")).toBeTruthy();
    expect(screen.queryByRole('region', { name: "L'exercice du jour" })).toBeNull();
  });

  it('a past day whose text was deleted since says so', () => {
    renderWithApp(<ParcoursDayView day={1} />, [[KEY, stateWith({ 1: 'done' }, { tool: 'journal', text: null })]]);
    expect(screen.getByText("Tu l'as supprimé depuis.")).toBeTruthy();
    expect(screen.getByText(agreeText(DAY_ONE.reading[0]!, 'female'))).toBeTruthy();
  });
});

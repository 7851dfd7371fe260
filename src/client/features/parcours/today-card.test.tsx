// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ParcoursState } from '#shared/parcours/api';
import type { DayStatus } from '#shared/parcours/schedule';
import { fakeServer, renderWithApp } from '#client/testing/render';
import { ParcoursTodayCard } from './today-card';
import { parcoursQueries } from './use-parcours';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const KEY = parcoursQueries.state().queryKey;

/** A parcours whose first `finished` days are done, and `current` is as given. */
function stateWith(overrides: Partial<ParcoursState> & { finishedDays?: number }): ParcoursState {
  const finishedDays = overrides.finishedDays ?? 0;
  const currentStatus = overrides.current?.status ?? 'open';
  return {
    today: '2026-11-20',
    current: { day: finishedDays + 1, title: 'Le titre du jour', status: currentStatus },
    welcomeBack: false,
    paused: false,
    finished: false,
    bilanDue: false,
    days: Array.from({ length: 28 }, (_, index) => ({
      day: index + 1,
      status: (index < finishedDays ? 'done' : index === finishedDays ? currentStatus : 'locked') as DayStatus,
      finishedOn: index < finishedDays ? '2026-11-19' : null,
      written: null,
    })),
    ...overrides,
  };
}

describe('the dashboard’s « Mon parcours » card', () => {
  it('shows a new account day 1, the exercise one tap away', () => {
    renderWithApp(<ParcoursTodayCard />, [[KEY, stateWith({ current: { day: 1, title: 'Tenir la première nuit', status: 'open' } })]]);
    expect(screen.getByText("Aujourd'hui : jour 1 — Tenir la première nuit")).toBeTruthy();
    expect(screen.getByRole('link', { name: "Faire l'exercice" }).getAttribute('href')).toBe('/parcours/jour/1');
  });

  it('says tomorrow when today’s step is done, with a link to read it again', () => {
    renderWithApp(<ParcoursTodayCard />, [[KEY, stateWith({ finishedDays: 1, current: { day: 2, title: 'Dormir', status: 'tomorrow' } })]]);
    expect(screen.getByText('Demain : jour 2 — Dormir')).toBeTruthy();
    expect(screen.getByText("Tu as fait l'étape d'aujourd'hui.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Relire le jour 1' }).getAttribute('href')).toBe('/parcours/jour/1');
    expect(screen.queryByRole('link', { name: "Faire l'exercice" })).toBeNull();
  });

  it('offers to go on after days away, agreeing with the person, with no count of missed days', () => {
    const { container } = renderWithApp(<ParcoursTodayCard />, [
      [KEY, stateWith({ finishedDays: 8, welcomeBack: true, current: { day: 9, title: 'Les amis', status: 'open' } })],
    ]);
    // The signed-in person of renderWithApp is a woman.
    expect(screen.getByText("On reprend où tu t'étais arrêtée ?")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Reprendre au jour 9' }).getAttribute('href')).toBe('/parcours/jour/9');
    const text = container.textContent ?? '';
    expect(text).not.toMatch(/\d+\s+jours?\b/);
    expect(text).not.toMatch(/manqu|série|retard/i);
  });

  it('when paused, says so and resumes with one button', async () => {
    const { seen } = fakeServer({ 'PUT /api/parcours/pause': () => ({ status: 200, body: stateWith({ finishedDays: 3 }) }) });
    renderWithApp(<ParcoursTodayCard />, [[KEY, stateWith({ finishedDays: 3, paused: true })]]);
    expect(screen.getByText('Ton parcours est en pause.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reprendre' }));
    await screen.findByText("Aujourd'hui : jour 4 — Le titre du jour");
    expect(seen[0]?.body).toMatchObject({ paused: false });
  });

  it('says the 28 days are done, with a link to the parcours', () => {
    renderWithApp(<ParcoursTodayCard />, [[KEY, stateWith({ finishedDays: 28, current: null, finished: true })]]);
    expect(screen.getByText('Tu as terminé les 28 jours de ton parcours.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Revoir mon parcours' }).getAttribute('href')).toBe('/parcours');
  });

  it('points to the bilan when it is due', () => {
    renderWithApp(<ParcoursTodayCard />, [[KEY, stateWith({ finishedDays: 6, bilanDue: true })]]);
    expect(screen.getByRole('link', { name: "Ton bilan de la semaine t'attend" }).getAttribute('href')).toBe('/parcours/bilan');
  });

  it('says it is loading, then that it could not be loaded', async () => {
    fakeServer({ 'GET /api/parcours': () => ({ status: 500 }) });
    renderWithApp(<ParcoursTodayCard />);
    expect(screen.getByText('Chargement…')).toBeTruthy();
    await waitFor(() => expect(screen.getByText("Ton parcours n'a pas pu être chargé.")).toBeTruthy());
  });
});

// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Goal, Progress } from '#shared/progress';
import { fakeServer, renderWithApp } from '#client/testing/render';
import { progressQueries, useDeleteGoal, useToggleGoal } from './use-progress';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const GOALS: Goal[] = [
  { id: 'g1', content: 'Reprendre la course', completed: false },
  { id: 'g2', content: 'Appeler Léa', completed: false },
  { id: 'g3', content: 'Ranger ses affaires', completed: true },
];
const PROGRESS: Progress = {
  daysNoContact: 4,
  noContactStartDate: '2026-03-06T00:00:00.000Z',
  lastUpdated: '2026-03-10T00:00:00.000Z',
  goals: GOALS,
};
const KEY = progressQueries.record().queryKey;

/** The two optimistic changes of the goals list, one button each. */
function Goals({ onFailure }: { onFailure: (error: unknown) => void }) {
  const toggle = useToggleGoal(onFailure);
  const remove = useDeleteGoal(onFailure);
  return (
    <>
      <button type="button" onClick={() => toggle.mutate({ id: 'g1', completed: true })}>
        cocher g1
      </button>
      <button type="button" onClick={() => toggle.mutate({ id: 'g2', completed: true })}>
        cocher g2
      </button>
      <button type="button" onClick={() => remove.mutate(GOALS[1]!)}>
        supprimer g2
      </button>
    </>
  );
}

const goalsIn = (client: ReturnType<typeof renderWithApp>['client']) => client.getQueryData(KEY)?.goals;

describe('the goals’ optimistic changes', () => {
  it('a failed check puts back that goal alone, keeping a change made meanwhile, and says so', async () => {
    let failG1!: () => void;
    fakeServer({
      'PATCH /api/progress/goals/g1': () => new Promise((resolve) => (failG1 = () => resolve({ status: 500 }))),
      'PATCH /api/progress/goals/g2': () => ({ status: 200, body: { goal: { ...GOALS[1], completed: true } } }),
    });
    const onFailure = vi.fn();
    const { client } = renderWithApp(<Goals onFailure={onFailure} />, [[KEY, PROGRESS]]);

    fireEvent.click(screen.getByRole('button', { name: 'cocher g1' }));
    // Shown at once, before the server answers.
    await waitFor(() => expect(goalsIn(client)?.[0]?.completed).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'cocher g2' }));
    await waitFor(() => expect(goalsIn(client)?.[1]?.completed).toBe(true));
    await waitFor(() => expect(failG1).toBeTypeOf('function'));
    failG1();

    await waitFor(() => expect(onFailure).toHaveBeenCalledOnce());
    expect(goalsIn(client)?.map((goal) => [goal.id, goal.completed])).toEqual([
      ['g1', false],
      ['g2', true],
      ['g3', true],
    ]);
  });

  it('a failed delete puts the goal back where it was, and says so', async () => {
    fakeServer({ 'DELETE /api/progress/goals/g2': () => ({ status: 500 }) });
    const onFailure = vi.fn();
    const { client } = renderWithApp(<Goals onFailure={onFailure} />, [[KEY, PROGRESS]]);

    fireEvent.click(screen.getByRole('button', { name: 'supprimer g2' }));
    await waitFor(() => expect(onFailure).toHaveBeenCalledOnce());
    expect(goalsIn(client)?.map((goal) => goal.id)).toEqual(['g1', 'g2', 'g3']);
  });

  it('a goal already deleted elsewhere (404) stays gone, with nothing to say', async () => {
    let answered = false;
    fakeServer({
      'DELETE /api/progress/goals/g2': () => {
        answered = true;
        return { status: 404, body: { error: 'Objectif introuvable.' } };
      },
    });
    const onFailure = vi.fn();
    const { client } = renderWithApp(<Goals onFailure={onFailure} />, [[KEY, PROGRESS]]);

    fireEvent.click(screen.getByRole('button', { name: 'supprimer g2' }));
    await waitFor(() => expect(answered).toBe(true));
    // Settled: the error handler has run.
    await waitFor(() => expect(client.isMutating()).toBe(0));
    expect(goalsIn(client)?.map((goal) => goal.id)).toEqual(['g1', 'g3']);
    expect(onFailure).not.toHaveBeenCalled();
  });
});

// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ActiveSessionsResponse } from '#shared/password';
import { ActiveSessions } from './active-sessions';

afterEach(cleanup);

const NBSP = '\u00a0';

/** The sessions already in the cache, as the server lists them (this one first). */
function show(sessions: ActiveSessionsResponse['sessions']) {
  const client = new QueryClient();
  client.setQueryData(['account', 'sessions'], { sessions } satisfies ActiveSessionsResponse);
  render(
    <QueryClientProvider client={client}>
      <ActiveSessions />
    </QueryClientProvider>,
  );
  return screen.getAllByRole('listitem');
}

describe('« Mes sessions actives »', () => {
  it('names each device, marks this session, and says when each was last used, in French', () => {
    const now = new Date();
    const fiveMinutesAgo = new Date(now.getTime() - 5 * 60_000);
    // Yesterday at 21:04 where the browser is (the person's time zone).
    const yesterdayEvening = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1, 21, 4);
    const opened = new Date(2026, 10, 23, 11, 36);
    const [mine, phone, laptop] = show([
      {
        id: 'a',
        device: 'Firefox sur Windows',
        createdAt: opened.toISOString(),
        lastActiveAt: now.toISOString(),
        isCurrent: true,
        hasNotifications: false,
      },
      {
        id: 'b',
        device: 'Chrome sur Android',
        createdAt: opened.toISOString(),
        lastActiveAt: fiveMinutesAgo.toISOString(),
        isCurrent: false,
        hasNotifications: true,
      },
      {
        id: 'c',
        device: 'Safari sur iPhone',
        createdAt: opened.toISOString(),
        lastActiveAt: yesterdayEvening.toISOString(),
        isCurrent: false,
        hasNotifications: false,
      },
    ]);

    expect(mine?.textContent).toContain('Firefox sur Windows');
    expect(within(mine!).getByText('cette session')).toBeTruthy();
    expect(mine?.textContent).toContain('Utilisée en ce moment');
    expect(mine?.textContent).toContain(`Connexion le lundi 23 novembre 2026 à 11${NBSP}h${NBSP}36`);

    expect(phone?.textContent).toContain('Chrome sur Android');
    expect(phone?.textContent).toContain('Utilisée il y a 5 minutes');
    expect(phone?.textContent).not.toContain('cette session');
    // The device that gets the reminders' notifications says so (issue 30); the others do not.
    expect(phone?.textContent).toContain('Reçoit tes rappels');
    expect(laptop?.textContent).not.toContain('Reçoit tes rappels');

    expect(laptop?.textContent).toContain('Safari sur iPhone');
    expect(laptop?.textContent).toContain(`Utilisée hier à 21${NBSP}h${NBSP}04`);
    expect(laptop?.querySelector('time')?.getAttribute('datetime')).toBe(yesterdayEvening.toISOString());
  });
});

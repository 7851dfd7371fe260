// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { PARCOURS_PATH } from '#shared/parcours/api';
import { MessageBubble } from './message-bubble';

afterEach(cleanup);

describe('Janne’s message', () => {
  it('makes « Mon parcours » a link to the parcours (issue 29), the rest plain text', () => {
    render(
      <MemoryRouter>
        <MessageBubble
          role="assistant"
          content={'Ton étape du jour t’attend dans Mon parcours : le jour 9, « Un plaisir oublié ».\n\nÇa te dirait d’y jeter un œil ?'}
        />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Mon parcours' });
    expect(link.getAttribute('href')).toBe(PARCOURS_PATH);
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByText(/Ça te dirait d’y jeter un œil \?/)).toBeTruthy();
  });

  it('leaves the person’s own « mon parcours » as text', () => {
    render(
      <MemoryRouter>
        <MessageBubble role="user" content="J’ai fini mon parcours d’aujourd’hui." />
      </MemoryRouter>,
    );
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });
});

// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { REASON_MAX_LENGTH, ReasonInputSchema } from '#shared/no-contact';
import { ApiError } from '#client/lib/api';
import { stubJsdom } from '#client/testing/render';
import { AddToListForm, EditableListItem } from './editable-list';

beforeAll(stubJsdom);
afterEach(cleanup);

const SAVE_FAILED = "Ta raison n'a pas pu être enregistrée. Ton texte est toujours là : réessaie dans un instant.";
const DELETE_FAILED = "Cette raison n'a pas pu être supprimée. Réessaie dans un instant.";
const serverDown = () => new ApiError(503, { code: 'unavailable', message: 'Indisponible' });

function item(handlers: { onSave?: (content: string) => Promise<unknown>; onDelete?: () => Promise<unknown> } = {}) {
  const onSave = vi.fn(handlers.onSave ?? (() => Promise.resolve()));
  const onDelete = vi.fn(handlers.onDelete ?? (() => Promise.resolve()));
  render(
    <ul>
      <EditableListItem
        text="Je mérite du respect"
        schema={ReasonInputSchema}
        maxLength={REASON_MAX_LENGTH}
        editLabel="Corriger cette raison"
        saveFailed={SAVE_FAILED}
        deleteFailed={DELETE_FAILED}
        onSave={onSave}
        onDelete={onDelete}
      />
    </ul>,
  );
  return { onSave, onDelete };
}
const field = () => screen.getByLabelText<HTMLInputElement>('Corriger cette raison');
const flush = () => act(() => Promise.resolve());

describe('an item of an editable list (the reasons, what Janne remembers)', () => {
  it('« Modifier » opens the correction with the text; a saved correction closes it', async () => {
    const { onSave } = item();
    fireEvent.click(screen.getByRole('button', { name: 'Modifier « Je mérite du respect »' }));
    expect(field().value).toBe('Je mérite du respect');
    fireEvent.change(field(), { target: { value: '  Je mérite qu’on me choisisse  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await flush();
    expect(onSave).toHaveBeenCalledWith('Je mérite qu’on me choisisse');
    expect(screen.queryByLabelText('Corriger cette raison')).toBeNull();
  });

  it('a blank correction is refused by the schema and never sent; the message takes the focus', async () => {
    const { onSave } = item();
    fireEvent.click(screen.getByRole('button', { name: 'Modifier « Je mérite du respect »' }));
    fireEvent.change(field(), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await flush();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).not.toBe('');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(field().getAttribute('aria-describedby')).toBe(alert.id);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('a correction that cannot be saved keeps the corrected text in the field and says so', async () => {
    item({ onSave: () => Promise.reject(serverDown()) });
    fireEvent.click(screen.getByRole('button', { name: 'Modifier « Je mérite du respect »' }));
    fireEvent.change(field(), { target: { value: 'Je mérite mieux' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await flush();
    expect(screen.getByRole('alert').textContent).toBe(SAVE_FAILED);
    expect(field().value).toBe('Je mérite mieux');
  });

  it('a delete that fails says so and gives « Supprimer » back', async () => {
    const { onDelete } = item({ onDelete: () => Promise.reject(serverDown()) });
    const remove = screen.getByRole<HTMLButtonElement>('button', { name: 'Supprimer « Je mérite du respect »' });
    fireEvent.click(remove);
    expect(remove.disabled).toBe(true);
    await flush();
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert').textContent).toBe(DELETE_FAILED);
    expect(remove.disabled).toBe(false);
  });
});

describe('the « add » form under the list', () => {
  it('keeps the text when the save fails, and empties the field once it works', async () => {
    let fail = true;
    const add = vi.fn(() => (fail ? Promise.reject(serverDown()) : Promise.resolve()));
    render(
      <AddToListForm
        label="Ajouter une raison"
        placeholder="Ex. : je mérite du respect"
        schema={ReasonInputSchema}
        maxLength={REASON_MAX_LENGTH}
        saveFailed={SAVE_FAILED}
        add={add}
      />,
    );
    const input = screen.getByLabelText<HTMLInputElement>('Ajouter une raison');
    fireEvent.change(input, { target: { value: 'Je dors mieux' } });
    fireEvent.submit(input.form!);
    await flush();
    expect(screen.getByRole('alert').textContent).toBe(SAVE_FAILED);
    expect(input.value).toBe('Je dors mieux');

    fail = false;
    fireEvent.submit(input.form!);
    await flush();
    expect(add).toHaveBeenLastCalledWith('Je dors mieux');
    expect(input.value).toBe('');
    expect(screen.queryByRole('alert')?.textContent ?? '').toBe('');
  });
});

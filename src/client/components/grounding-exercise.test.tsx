// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GroundingButton } from './grounding-exercise';

// jsdom has <dialog> but neither showModal() nor close(): enough of them for ModalDialog.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
  };
});

function mockReducedMotion(matches: boolean): void {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: vi.fn((query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)' && matches,
      media: query,
      onchange: null,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      addListener: vi.fn(),
      removeListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  });
}

function openExercise() {
  render(<GroundingButton />);
  fireEvent.click(screen.getByRole('button', { name: 'Un exercice pour me poser' }));
  return screen.getByRole('dialog', { name: 'Respirer un moment' });
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

/** The timers still pending once jsdom's own (a 0 ms one after each focus()) have run. */
function pendingTimers(): number {
  advance(0);
  return vi.getTimerCount();
}

beforeEach(() => {
  vi.useFakeTimers();
  mockReducedMotion(false);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('GroundingButton', () => {
  it('opens « Respirer un moment » on the breathing exercise, and Fermer closes it', () => {
    const dialog = openExercise();
    expect(within(dialog).getByRole('tab', { name: 'Respiration' }).getAttribute('aria-selected')).toBe('true');
    expect(within(dialog).getByText('Inspire…')).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('tab', { name: 'Respiration' }));

    fireEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(pendingTimers()).toBe(0);
  });

  it('closes on Escape (the dialog’s cancel event)', () => {
    const dialog = openExercise();
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(pendingTimers()).toBe(0);
  });

  it('takes another label and class', () => {
    render(<GroundingButton label="Respirer" className="button button--small" />);
    expect(screen.getByRole('button', { name: 'Respirer' }).className).toBe('button button--small');
  });
});

describe('breathing', () => {
  it('says Inspire for 4 seconds, then Expire for 6, and counts the breaths', () => {
    const dialog = openExercise();
    const phase = () => dialog.querySelector('[aria-live]')?.textContent;
    expect(phase()).toBe('Inspire…');
    expect(within(dialog).getByText('Première respiration')).toBeTruthy();

    advance(3999);
    expect(phase()).toBe('Inspire…');
    advance(1);
    expect(phase()).toBe('Expire…');

    advance(5999);
    expect(phase()).toBe('Expire…');
    advance(1);
    expect(phase()).toBe('Inspire…');
    expect(within(dialog).getByText('1 respiration complète')).toBeTruthy();

    // One timer at a time, whatever the phase.
    expect(pendingTimers()).toBe(1);
  });

  it('stops on Pause and goes on, where it was, on Reprendre', () => {
    const dialog = openExercise();
    const phase = () => dialog.querySelector('[aria-live]')?.textContent;
    advance(1000);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pause' }));
    expect(phase()).toBe('En pause');
    expect(pendingTimers()).toBe(0);

    advance(30_000);
    expect(phase()).toBe('En pause');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Reprendre' }));
    expect(phase()).toBe('Inspire…');
    advance(2999);
    expect(phase()).toBe('Inspire…');
    advance(1);
    expect(phase()).toBe('Expire…');
  });

  it('moves the circle only when motion is welcome', () => {
    const dialog = openExercise();
    const circle = within(dialog).getByTestId('breathing-circle');
    expect(circle.classList).toContain('grounding-breath__circle--moving');
    expect(circle.classList).not.toContain('grounding-breath__circle--still');
  });

  it('keeps the circle still with prefers-reduced-motion, the text still changing', () => {
    mockReducedMotion(true);
    const dialog = openExercise();
    const circle = within(dialog).getByTestId('breathing-circle');
    expect(circle.classList).toContain('grounding-breath__circle--still');
    expect(circle.classList).not.toContain('grounding-breath__circle--moving');

    advance(4000);
    expect(dialog.querySelector('[aria-live]')?.textContent).toBe('Expire…');
    expect(circle.classList).toContain('grounding-breath__circle--exhale');
  });
});

describe('5-4-3-2-1', () => {
  it('goes forward and back, one step at a time, and ends with the 3114', () => {
    const dialog = openExercise();
    fireEvent.click(within(dialog).getByRole('tab', { name: '5-4-3-2-1' }));
    // The breathing timer went away with the breathing exercise.
    expect(pendingTimers()).toBe(0);

    const heading = () => within(dialog).queryByRole('heading', { level: 3 })?.textContent;
    const next = () => fireEvent.click(within(dialog).getByRole('button', { name: 'Suivant' }));
    const previous = within(dialog).getByRole('button', { name: 'Précédent' });

    expect(heading()).toBe('5 choses que tu vois');
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(previous);
    expect(heading()).toBe('5 choses que tu vois');

    next();
    expect(heading()).toBe('4 choses que tu peux toucher');
    expect(within(dialog).getByText('Étape 2 sur 5')).toBeTruthy();
    fireEvent.click(previous);
    expect(heading()).toBe('5 choses que tu vois');

    next();
    next();
    expect(heading()).toBe('3 choses que tu entends');
    next();
    expect(heading()).toBe('2 choses que tu sens (les odeurs)');
    next();
    expect(heading()).toBe('1 chose que tu goûtes');
    // Issue 41: on step 5 of 5 there is no « Suivant »: the last step ends the exercise.
    expect(within(dialog).queryByRole('button', { name: 'Suivant' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Terminer' }));

    expect(heading()).toBeUndefined();
    expect(within(dialog).getByText(/Tu as pris ce moment pour toi\./).textContent).toBe(
      'Tu as pris ce moment pour toi. Si ça ne va toujours pas, le 3114 répond jour et nuit.',
    );
    expect(within(dialog).getByRole('link', { name: '3114' }).getAttribute('href')).toBe('tel:3114');

    fireEvent.click(previous);
    expect(heading()).toBe('1 chose que tu goûtes');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Terminer' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Recommencer' }));
    expect(heading()).toBe('5 choses que tu vois');
  });

  it('switches exercises with the arrow keys', () => {
    const dialog = openExercise();
    const breathingTab = within(dialog).getByRole('tab', { name: 'Respiration' });
    fireEvent.keyDown(breathingTab, { key: 'ArrowRight' });
    const sensesTab = within(dialog).getByRole('tab', { name: '5-4-3-2-1' });
    expect(sensesTab.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(sensesTab);
    fireEvent.keyDown(sensesTab, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(breathingTab);
    expect(within(dialog).getByText('Inspire…')).toBeTruthy();
  });
});

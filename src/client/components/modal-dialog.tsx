import { type ReactNode, useEffect, useRef } from 'react';
import { QuickExitButton } from './quick-exit-button';

export interface ModalDialogProps {
  /** The id of the element that names the dialog (its heading). */
  labelledBy: string;
  describedBy?: string;
  /** Escape and the close button call it; without it the dialog cannot be dismissed (the story loader). */
  onClose?: () => void;
  className?: string;
  children: ReactNode;
}

/**
 * A real modal dialog, the browser's own <dialog>: shown with showModal() it makes the page
 * behind it inert, takes focus, closes on Escape (when allowed), and we give focus back to where
 * it was when it goes away. Mount it to open it; unmount it to close it.
 */
export function ModalDialog({ labelledBy, describedBy, onClose, className, children }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      previouslyFocused?.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={className ? `dialog ${className}` : 'dialog'}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onCancel={(event) => {
        // Escape: the browser would close the dialog itself; React decides instead.
        event.preventDefault();
        onClose?.();
      }}
    >
      {children}
      {/* Issue 41: the page behind a modal dialog is inert, the header's « Quitter » with it: the
          dialog carries its own, last in the tab order (the focus never lands on it by itself). */}
      <QuickExitButton className="quick-exit--over-dialog" />
    </dialog>
  );
}

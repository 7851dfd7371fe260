import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useSignOut } from './use-sign-out';

/**
 * SPEC §2 account menu: an icon button offering 'Mon compte' and 'Se déconnecter'. It closes on a
 * click or touch outside it, and on Escape. A failed sign-out is only logged.
 */
export default function AccountMenu() {
  const [isOpen, setIsOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const navigate = useNavigate();
  const signOut = useSignOut(() => navigate('/'));

  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setIsOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [isOpen]);

  return (
    <div className="account-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="icon-button"
        aria-label="Menu du compte"
        aria-haspopup="true"
        aria-expanded={isOpen}
        aria-controls={menuId}
        onClick={() => setIsOpen((open) => !open)}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {isOpen ? (
        <ul id={menuId} className="account-menu__list">
          <li>
            <Link to="/account" className="account-menu__item" onClick={() => setIsOpen(false)}>
              Mon compte
            </Link>
          </li>
          <li>
            <button
              type="button"
              className="account-menu__item"
              disabled={signOut.isPending}
              onClick={() => {
                setIsOpen(false);
                signOut.mutate();
              }}
            >
              Se déconnecter
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}

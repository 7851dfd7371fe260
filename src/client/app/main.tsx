import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './provider';
import { AppRoutes } from './router';
import '#client/styles.css';
import { leaveIfLeftBefore } from '#client/lib/quick-exit';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// A page the person hid with « Quitter rapidement », shown again by Back: the neutral site instead,
// before anything is drawn — loaded anew here, or from the back-forward cache below.
window.addEventListener('pageshow', (event) => {
  if (event.persisted) leaveIfLeftBefore();
});
if (!leaveIfLeftBefore()) renderApp(root);

function renderApp(root: HTMLElement) {
  createRoot(root).render(
    <StrictMode>
      <AppProvider>
        <AppRoutes />
      </AppProvider>
    </StrictMode>,
  );
}

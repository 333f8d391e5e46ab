import '@notary/ui/styles.css';
import './app/kiosk-touch.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { activateStoredLocale } from '@notary/ui/i18n';
import { App } from './app/app.tsx';

// The remembered language first, so the first paint is already in it (spec/shell.md 3: locale is persisted).
await activateStoredLocale();
// Issue 15.2/15.5: the kiosk's touch sizes (app/kiosk-touch.css) apply to this app only, dialogs included.
document.documentElement.dataset.app = 'kiosk';
// Issue 15.3: a page the browser restores from its back-forward cache after a visit ended would
// show that visit again; it is loaded afresh instead (then the sign-in guard decides).
window.addEventListener('pageshow', (event) => {
  if (event.persisted) window.location.reload();
});
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

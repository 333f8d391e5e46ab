import '@notary/ui/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { activateStoredLocale } from '@notary/ui/i18n';
import { App } from './app/app.tsx';

// The remembered language first, so the first paint is already in it (spec/shell.md 3: locale is persisted).
await activateStoredLocale();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

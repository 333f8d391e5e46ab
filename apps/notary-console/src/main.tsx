import '@notary/ui/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { activateLocale, DEFAULT_LOCALE } from '@notary/ui/i18n';
import { App } from './app/app.tsx';

await activateLocale(DEFAULT_LOCALE);
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { activateLocale } from '../i18n/index.ts';

// jsdom lacks the layout APIs Mantine asks for; these stand-ins only answer "no".
if (typeof window !== 'undefined') {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  window.scrollTo = (() => {}) as typeof window.scrollTo;
  Element.prototype.scrollIntoView ??= () => {};
  // Mantine's autosize textarea listens for web fonts loading; jsdom has no FontFaceSet.
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', { value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() }, configurable: true });
  }
}

// Screens and shell dialogs load on first use (issue 11); their first import, transformed on the fly
// by Vite here, can take over a second on a busy machine (over 5 s at a load average of 38 in a CI run), beyond findBy*'s default of 1 s.
configure({ asyncUtilTimeout: 10_000 });

beforeAll(async () => {
  await activateLocale('oz');
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});

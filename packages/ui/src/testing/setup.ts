import { cleanup } from '@testing-library/react';
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

beforeAll(async () => {
  await activateLocale('oz');
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});

import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

// One catalog for the shell and the three apps. Source strings are written in
// Uzbek Latin (oz, the default locale of spec/shell.md 1); uz is Uzbek Cyrillic.
export default defineConfig({
  sourceLocale: 'oz',
  locales: ['oz', 'uz', 'ru'],
  fallbackLocales: { default: 'oz' },
  catalogs: [
    {
      path: '<rootDir>/packages/ui/src/locales/{locale}',
      include: ['<rootDir>/packages/ui/src', '<rootDir>/apps/citizen-web/src', '<rootDir>/apps/kiosk/src', '<rootDir>/apps/notary-console/src'],
      exclude: ['**/node_modules/**', '**/*.test.*'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});

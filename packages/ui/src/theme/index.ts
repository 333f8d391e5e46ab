import { createTheme } from '@mantine/core';

/** The portal's theme: calm state-service blue, readable sizes for kiosks and older citizens. */
export const theme = createTheme({
  primaryColor: 'blue',
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Arial, sans-serif',
  headings: { fontWeight: '650' },
});

import { createTheme, mergeThemeOverrides, type MantineThemeOverride } from '@mantine/core';

/**
 * The portal's theme: a calm state-service blue, readable sizes for kiosks
 * and older citizens, rounded but restrained controls.
 */
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 6 },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Arial, sans-serif',
  fontSizes: { md: '16px' },
  headings: {
    fontWeight: '700',
    sizes: { h1: { fontSize: '32px', lineHeight: '1.2' }, h2: { fontSize: '26px' }, h3: { fontSize: '21px' } },
  },
  components: {
    Button: { defaultProps: { fw: 600 } },
    Paper: { defaultProps: { withBorder: true } },
    Modal: { defaultProps: { overlayProps: { backgroundOpacity: 0.55, blur: 2 } } },
  },
});

/**
 * The theme in one language: Mantine's close buttons (dialogs, the drawer,
 * toasts, alerts) have no accessible name of their own, so a screen reader gets the
 * translated one. A component that sets its own closeButtonProps names it too.
 */
export function localisedTheme(closeLabel: string): MantineThemeOverride {
  const closeButtonProps = { 'aria-label': closeLabel };
  return mergeThemeOverrides(
    theme,
    createTheme({
      components: {
        Modal: { defaultProps: { closeButtonProps } },
        Drawer: { defaultProps: { closeButtonProps } },
        Notification: { defaultProps: { closeButtonProps } },
        Alert: { defaultProps: { closeButtonLabel: closeLabel } },
      },
    }),
  );
}

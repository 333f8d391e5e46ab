import {
  createTheme,
  darken,
  defaultVariantColorsResolver,
  mergeThemeOverrides,
  parseThemeColor,
  type CSSVariablesResolver,
  type MantineThemeOverride,
  type VariantColorsResolver,
} from '@mantine/core';

/**
 * WCAG 2.2 AA contrast (issue 17.6): the light variant (badges, alerts,
 * light buttons) writes its text in the colour's darkest shade, darkened
 * further, so it reaches 4.5:1 on its own tinted background; Mantine's
 * default (shade 9 as it is, or lighter) stays under it for teal, green,
 * yellow and orange.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (input.variant === 'light') {
    const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
    const shades = parsed.isThemeColor ? input.theme.colors[parsed.color] : undefined;
    if (shades) return { ...colors, color: darken(shades[9], ['yellow', 'orange', 'lime'].includes(parsed.color) ? 0.45 : 0.25) };
  }
  return colors;
};

/**
 * Mantine's "dimmed" text is gray 6 (#868e96): 3.3:1 on white, under
 * WCAG AA's 4.5:1 for text. Gray 7 (#495057, 8.2:1) keeps it secondary and readable.
 */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: { '--mantine-color-dimmed': theme.colors.gray[7] },
  dark: {},
});

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
  variantColorResolver,
  components: {
    Button: { defaultProps: { fw: 600 } },
    // A loader's aria-label ("Loading") needs a role to be allowed and announced.
    Loader: { defaultProps: { role: 'status' } },
    Paper: { defaultProps: { withBorder: true } },
    Modal: { defaultProps: { overlayProps: { backgroundOpacity: 0.55, blur: 2 } } },
  },
});

/**
 * The theme in one language: Mantine's close buttons (dialogs, the drawer,
 * toasts, alerts) have no accessible name of their own, so a screen reader gets the
 * translated one. A component that sets its own closeButtonProps names it too.
 */
export type ThemeLabels = {
  close: string;
  /** Pagination's arrows (icons only): next, previous, first, last page. Its page buttons show their number. */
  controls: Record<'next' | 'previous' | 'first' | 'last', string>;
};

export function localisedTheme(labels: ThemeLabels): MantineThemeOverride {
  const closeLabel = labels.close;
  const closeButtonProps = { 'aria-label': closeLabel };
  return mergeThemeOverrides(
    theme,
    createTheme({
      components: {
        Modal: { defaultProps: { closeButtonProps } },
        Drawer: { defaultProps: { closeButtonProps } },
        Notification: { defaultProps: { closeButtonProps } },
        Alert: { defaultProps: { closeButtonLabel: closeLabel } },
        // Pagination's arrow buttons are icons only: every list names them.
        Pagination: {
          defaultProps: {
            getControlProps: (control: keyof ThemeLabels['controls']) => ({ 'aria-label': labels.controls[control] }),
          },
        },
      },
    }),
  );
}

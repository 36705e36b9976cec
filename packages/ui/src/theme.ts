/**
 * Design tokens shared by the shell and every remote. A plain constant
 * rather than a ThemeProvider theme: remotes render inside the shell's tree
 * and on their own standalone page, and neither should depend on a provider
 * being present to get the right colours.
 */
export const theme = {
  colors: {
    /** Brand blue: buttons, links, the active navigation item. */
    brand: '#1d4ed8',
    brandHover: '#1e40af',
    brandSoft: '#eff6ff',
    text: '#111827',
    textMuted: '#4b5563',
    border: '#e5e7eb',
    surface: '#ffffff',
    background: '#f9fafb',
    danger: '#b91c1c',
    dangerSoft: '#fef2f2',
    success: '#15803d',
    /** The footer's dark band. */
    inverse: '#0f172a',
    inverseText: '#cbd5e1',
  },
  space: {
    xs: '0.25rem',
    sm: '0.5rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2rem',
    xxl: '3rem',
  },
  radii: {
    sm: '0.375rem',
    md: '0.5rem',
    lg: '0.75rem',
    pill: '9999px',
  },
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  shadows: {
    card: '0 1px 3px rgba(15, 23, 42, 0.08), 0 1px 2px rgba(15, 23, 42, 0.04)',
    popover: '0 10px 25px rgba(15, 23, 42, 0.15)',
  },
  /** The width under which the shell switches to its mobile drawer. */
  breakpoints: { md: '768px' },
  /** Readable content width of a page. */
  contentWidth: '72rem',
} as const;

export type Theme = typeof theme;

/** Media query for screens narrower than the `md` breakpoint (phones). */
export const belowMd = `@media (max-width: 767.98px)`;
/** Media query for screens at least as wide as the `md` breakpoint. */
export const fromMd = `@media (min-width: ${theme.breakpoints.md})`;

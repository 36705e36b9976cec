import { theme } from '@leadnest/ui';

/** The logo mark beside the brand name: a small house-and-nest glyph. Decorative. */
export function BrandMark() {
  return (
    <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true" focusable="false">
      <rect width="28" height="28" rx="7" fill={theme.colors.brand} />
      <path d="M7 14.5 14 8l7 6.5V21h-4.5v-4.5h-5V21H7z" fill="#fff" />
    </svg>
  );
}

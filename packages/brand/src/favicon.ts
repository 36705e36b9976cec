/**
 * The product's icon (a house with a nest-like roof line), served as
 * /favicon.svg and linked from the shell's page, so every tab shows it.
 */
export const FAVICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#2563eb"/><path d="M12 32 32 14l20 18v18a2 2 0 0 1-2 2H14a2 2 0 0 1-2-2z" fill="#fff"/><path d="M26 52V38h12v14" fill="#2563eb"/></svg>';

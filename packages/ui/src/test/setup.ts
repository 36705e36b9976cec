// toBeVisible(), toHaveTextContent() and the other DOM matchers, so an
// assertion on an element says what a user would see instead of only that
// a query found it.
import '@testing-library/jest-dom/vitest';
// jsdom has no ResizeObserver; Headless UI's Listbox watches its button's
// size with one. Nothing is ever laid out in jsdom, so observing nothing is
// what a real observer would report.
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoResizeObserver as unknown as typeof ResizeObserver;

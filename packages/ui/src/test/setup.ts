// jsdom has no ResizeObserver; Headless UI's Listbox watches its button's
// size with one. Nothing is ever laid out in jsdom, so observing nothing is
// what a real observer would report.
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoResizeObserver as unknown as typeof ResizeObserver;

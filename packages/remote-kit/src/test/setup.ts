// toBeVisible(), toHaveTextContent() and the other DOM matchers, so an
// assertion on an element says what a user would see instead of only that
// a query found it.
import '@testing-library/jest-dom/vitest';

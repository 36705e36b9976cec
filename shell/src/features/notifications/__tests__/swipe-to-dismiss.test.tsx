import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import toast from 'react-hot-toast';

import { Notifications, notify } from '../index';

// react-hot-toast asks matchMedia for prefers-reduced-motion; jsdom has none.
beforeAll(() => {
  if (typeof window.matchMedia === 'function') return;
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
});

afterEach(() => {
  act(() => toast.remove());
  cleanup();
});

/** A finger (pointer 1) put down on the card, moved `dx` px sideways, and lifted. */
function swipe(card: HTMLElement, dx: number) {
  fireEvent.pointerDown(card, { pointerId: 1, button: 0, clientX: 200, clientY: 40 });
  fireEvent.pointerMove(card, { pointerId: 1, clientX: 200 + dx / 2, clientY: 40 });
  fireEvent.pointerMove(card, { pointerId: 1, clientX: 200 + dx, clientY: 40 });
  fireEvent.pointerUp(card, { pointerId: 1, button: 0, clientX: 200 + dx, clientY: 40 });
}

async function shown(title: string) {
  render(<Notifications />);
  act(() => {
    notify({ title, description: 'Swipe me.' });
  });
  return screen.findByRole('status');
}

describe('swiping a notification away (50 px)', () => {
  it('closes it after a swipe of 50 px to the right', async () => {
    swipe(await shown('Saved'), 50);
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('closes it after a swipe of 80 px to the left', async () => {
    swipe(await shown('Saved'), -80);
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('keeps it, back in place, after a swipe shorter than 50 px', async () => {
    const card = await shown('Saved');
    swipe(card, 49);
    expect(screen.getByRole('status').textContent).toContain('Saved');
    expect(screen.getByRole('status').style.transform).toBe('');
  });

  it('moves the card with the finger while it is dragged', async () => {
    const card = await shown('Saved');
    fireEvent.pointerDown(card, { pointerId: 1, button: 0, clientX: 200 });
    fireEvent.pointerMove(card, { pointerId: 1, clientX: 230 });
    expect(screen.getByRole('status').style.transform).toBe('translateX(30px)');
    fireEvent.pointerCancel(card, { pointerId: 1 });
    expect(screen.getByRole('status').style.transform).toBe('');
  });

  it('does not close on a tap (a press let go where it began)', async () => {
    const card = await shown('Saved');
    swipe(card, 0);
    expect(screen.getByRole('status').textContent).toContain('Saved');
  });
});

import { type PointerEvent, useRef, useState } from 'react';

/** How far a notification is dragged sideways before letting go closes it (spec part 1 §9). */
export const SWIPE_DISMISS_PX = 50;

export interface SwipeToDismiss {
  /** How far the card is dragged now (px, negative to the left), to move it with the finger. */
  offset: number;
  handlers: {
    onPointerDown: (event: PointerEvent<HTMLElement>) => void;
    onPointerMove: (event: PointerEvent<HTMLElement>) => void;
    onPointerUp: (event: PointerEvent<HTMLElement>) => void;
    onPointerCancel: () => void;
  };
}

/**
 * Swipe a notification away: a drag of at least SWIPE_DISMISS_PX to either
 * side closes it when the pointer is let go; a shorter one puts it back.
 * Pointer events cover touch, pen and mouse alike. A press on the card's
 * link or close button is theirs: only a drag moves the card.
 */
export function useSwipeToDismiss(onDismiss: () => void): SwipeToDismiss {
  const start = useRef<{ id: number; x: number } | null>(null);
  const [offset, setOffset] = useState(0);

  const reset = () => {
    start.current = null;
    setOffset(0);
  };

  return {
    offset,
    handlers: {
      onPointerDown: (event) => {
        if (event.button !== 0) return;
        start.current = { id: event.pointerId, x: event.clientX };
      },
      onPointerMove: (event) => {
        const from = start.current;
        if (!from || from.id !== event.pointerId) return;
        const dx = event.clientX - from.x;
        // Keep the pointer once it is a drag, so the card follows it even outside its box.
        if (dx !== 0 && !event.currentTarget.hasPointerCapture?.(event.pointerId)) event.currentTarget.setPointerCapture?.(event.pointerId);
        setOffset(dx);
      },
      onPointerUp: (event) => {
        const from = start.current;
        if (!from || from.id !== event.pointerId) return;
        const dx = event.clientX - from.x;
        reset();
        if (Math.abs(dx) >= SWIPE_DISMISS_PX) onDismiss();
      },
      onPointerCancel: reset,
    },
  };
}

import { type RefObject, useEffect, useRef } from 'react';

/**
 * When the step changes (Continue, Back, Skip), brings the top of the step
 * into view, its "Step N of 5" heading first, and moves focus there: on a
 * phone the button pressed sits far down a long step, and the next step
 * would otherwise open scrolled to the same place. Not on the first render
 * (a reload resumes where the page is). The element's scroll-margin keeps
 * it clear of the shell's sticky header.
 */
export function useScrollToStep(step: number): RefObject<HTMLDivElement | null> {
  const ref = useRef<HTMLDivElement>(null);
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    const top = ref.current;
    if (!top) return;
    // Optional: jsdom (the component tests) has no scrollIntoView.
    top.scrollIntoView?.({ block: 'start' });
    top.focus({ preventScroll: true });
  }, [step]);
  return ref;
}

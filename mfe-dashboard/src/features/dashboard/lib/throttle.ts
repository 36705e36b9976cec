/** A function that runs at most once per window: at once, then once more at the window's end if it was called meanwhile. */
export interface Throttled {
  (): void;
  /** Drops a pending trailing run (on unmount). */
  cancel(): void;
}

export function throttle(run: () => void, windowMs: number): Throttled {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending = false;
  const endWindow = () => {
    timer = undefined;
    if (!pending) return;
    pending = false;
    run();
    timer = setTimeout(endWindow, windowMs);
  };
  const throttled = () => {
    if (timer) {
      pending = true;
      return;
    }
    run();
    timer = setTimeout(endWindow, windowMs);
  };
  throttled.cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    pending = false;
  };
  return throttled;
}

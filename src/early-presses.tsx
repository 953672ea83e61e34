import { useEffect } from 'react';

/**
 * A prerendered page shows its buttons before React has taken it over, and a press does nothing
 * until then (the auth pages' forms are inert for that time; the public pages' language menu is
 * not). Such presses are held, out of React's sight: reaching a part React has not hydrated yet, a
 * press would make it hydrate at once, out of turn. `<TakenOver />` presses them again once the
 * page is React's, so a vendor quick to open the language menu is not ignored.
 */
let pressAgain: (() => void) | null = null;

export const holdEarlyPresses = (container: HTMLElement) => {
  const pressed: HTMLButtonElement[] = [];
  // A click event is what both a pointer and the keyboard (Enter, Space) give a button. Links are
  // left alone: they work without React.
  const hold = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || !container.contains(button)) return;
    event.stopPropagation();
    pressed.push(button);
  };
  document.addEventListener('click', hold, true);
  pressAgain = () => {
    document.removeEventListener('click', hold, true);
    for (const button of pressed) if (button.isConnected) button.click();
  };
};

/** Rendered beside the routes, inside their suspense boundary: its effect runs once they are hydrated. */
export const TakenOver = () => {
  useEffect(() => {
    const press = pressAgain;
    pressAgain = null;
    press?.();
  }, []);
  return null;
};

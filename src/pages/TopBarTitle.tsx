import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { TITLE_SLOT_ID } from '../layout/TabTitle';

/** A dashboard page's title in the top bar, which the tab follows (src/layout/TabTitle.tsx). */
export const TopBarTitle = ({ title }: { title: string }) => {
  const [slot, setSlot] = useState(() => document.getElementById(TITLE_SLOT_ID));
  useEffect(() => {
    if (slot) return;
    // Opened directly, the page and the top bar mount together: the slot is there a frame later.
    const frame = requestAnimationFrame(() => setSlot(document.getElementById(TITLE_SLOT_ID)));
    return () => cancelAnimationFrame(frame);
  }, [slot]);
  return slot && createPortal(title, slot);
};

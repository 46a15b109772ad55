import * as React from 'react';

/** A click right after the pointer opened the menu by hovering must not close it again. */
export const HOVER_CLICK_GRACE_MS = 500;

/**
 * Hover opens, leaving closes, a click toggles (spec §4: "opens on hover or click and closes on
 * leave or click"), without the hover-then-click of one gesture cancelling itself out.
 */
export function useHoverToggle(open: boolean, onOpenChange: (open: boolean) => void) {
  const openedByHoverAt = React.useRef(0);
  return {
    onMouseEnter: () => {
      if (!open) openedByHoverAt.current = Date.now();
      onOpenChange(true);
    },
    onMouseLeave: () => onOpenChange(false),
    onClick: () => {
      const withinGrace = open && Date.now() - openedByHoverAt.current < HOVER_CLICK_GRACE_MS;
      openedByHoverAt.current = 0;
      if (!withinGrace) onOpenChange(!open);
    },
  };
}

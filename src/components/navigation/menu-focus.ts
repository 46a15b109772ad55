import * as React from 'react';

/** Links and buttons of an open menu that can take focus now (not inside a hidden part). */
export function visibleItems(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>('a[href], button')).filter(
    (el) => !el.closest('[hidden]'),
  );
}

/**
 * The disclosure-navigation keys of the WAI-ARIA practices inside an open dropdown: ArrowDown /
 * ArrowUp move to the next / previous item (wrapping), Home / End to the first / last. Returns
 * whether the key was used.
 */
export function moveFocus(container: HTMLElement, key: string, from: Element | null): boolean {
  if (!['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(key)) return false;
  const items = visibleItems(container);
  if (items.length === 0) return false;
  const at = items.indexOf(from as HTMLElement);
  const last = items.length - 1;
  const next =
    key === 'Home'
      ? 0
      : key === 'End'
        ? last
        : key === 'ArrowDown'
          ? (at + 1) % items.length
          : at <= 0
            ? last
            : at - 1;
  items[next]?.focus();
  return true;
}

/** Closes an open menu when the pointer goes down outside it or focus moves out of it. */
export function useDismiss(ref: React.RefObject<HTMLElement | null>, open: boolean, close: () => void) {
  React.useEffect(() => {
    if (!open) return;
    const outside = (target: EventTarget | null) =>
      !(target instanceof Node && ref.current?.contains(target));
    const onPointerDown = (event: PointerEvent) => {
      if (outside(event.target)) close();
    };
    const onFocusIn = (event: FocusEvent) => {
      if (outside(event.target)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [ref, open, close]);
}

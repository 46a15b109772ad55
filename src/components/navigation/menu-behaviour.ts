import * as React from 'react';
import { wideHeader } from '../../theme/tokens';
import { headingFor, type Point } from './safe-triangle';

/** A click right after the pointer opened a group by hovering must not close it again. */
export const HOVER_CLICK_GRACE_MS = 500;

/**
 * Hover intent: how long a group stays open after the pointer left its item (longer while the
 * pointer keeps heading for its submenu: safe-triangle.ts), and how long the pointer must rest on a
 * sibling group before it replaces an open one. A pointer heading diagonally for an item of an
 * open submenu crosses the items below its own; this keeps the submenu open on the way.
 */
export const HOVER_INTENT_MS = 300;
/** How long a pointer may rest inside the safe triangle before its submenu closes all the same. */
export const HOVER_AIM_REST_MS = 1000;

const desktop = () => window.matchMedia(`${wideHeader} and (hover: hover)`).matches;
const groupOf = (el: EventTarget | null) =>
  el instanceof Element ? (el.closest('details') as HTMLDetailsElement | null) : null;

/** Closes every open group that does not hold `keep` (all of them without it). */
function closeGroups(nav: HTMLElement, keep: EventTarget | null = null) {
  for (const group of nav.querySelectorAll<HTMLDetailsElement>('details[open]'))
    if (!(keep instanceof Node && group.contains(keep))) group.open = false;
}

/** Closes the whole menu: its groups, and the phone's popover. */
function closeMenu(nav: HTMLElement) {
  closeGroups(nav);
  if (nav.matches(':popover-open')) nav.hidePopover();
}

/** Links and summaries of an open panel that can take focus now (not inside a closed group). */
export function visibleItems(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>('a[href], summary')).filter((el) => {
    // A summary shows whether its own group is open or not; anything else needs its group open.
    let group = el.matches('summary') ? groupOf(el.parentElement?.parentElement ?? null) : groupOf(el);
    for (; group; group = groupOf(group.parentElement)) if (!group.open) return false;
    return true;
  });
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

/**
 * What the native disclosures of the site menu gain once the script runs (spec §4 and the WAI-ARIA
 * disclosure-navigation pattern): on a desktop pointer, hover opens a group and leaving closes it;
 * arrow keys, Home and End move inside an open group; Escape closes the innermost group and
 * returns focus to its summary; a tap or focus outside a group closes it; following a link or
 * navigating closes everything. State stays in the DOM (`open`, `:popover-open`), so what the
 * visitor opened before the script ran is kept.
 */
export function useMenuBehaviour(navRef: React.RefObject<HTMLElement | null>, path: string) {
  React.useEffect(() => {
    const nav = navRef.current;
    if (!nav) return;
    // Nothing moves on pointerdown: closing a group then shifts the phone's accordion under the
    // finger, and the click lands on whatever took its place. A tap closes other groups with its
    // click (the browser toggles the tapped group after it, and `name` closes its siblings); focus
    // moving elsewhere closes them only when no pointer is pressing (keyboard focus, as in the
    // WAI-ARIA pattern), since a tap focuses its target before its click.
    let pressing = false;
    let openedByHoverAt = 0;
    const onPointerDown = () => (pressing = true);
    const onPointerEnd = () => (pressing = false);
    const onDocumentClick = (event: MouseEvent) => {
      pressing = false;
      closeGroups(nav, event.target);
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!pressing) closeGroups(nav, event.target);
    };
    // One pending change per group (hover intent): a new one, or null, cancels the last.
    const pending = new Map<HTMLDetailsElement, number>();
    const later = (group: HTMLDetailsElement, change: (() => void) | null) => {
      window.clearTimeout(pending.get(group));
      pending.delete(group);
      if (change)
        pending.set(
          group,
          window.setTimeout(() => {
            pending.delete(group);
            change();
          }, HOVER_INTENT_MS),
        );
    };
    const openByHover = (group: HTMLDetailsElement) => {
      openedByHoverAt = Date.now();
      group.open = true;
    };
    // Top-level groups switch at once (their panels do not lie across each other's path).
    const openSibling = (group: HTMLDetailsElement) =>
      Boolean(groupOf(group.parentElement)) &&
      [...nav.querySelectorAll<HTMLDetailsElement>(`details[name="${group.name}"][open]`)].some(
        (other) => other !== group,
      );
    // Listeners on the nav rather than on each item: the items keep their server HTML on the
    // first load (Static in SiteMenu), so React attaches nothing to them.
    const onHover = (event: MouseEvent) => {
      if (!desktop()) return;
      // The groups whose item the pointer entered (mouseover) or left (mouseout) with this move.
      const other = event.relatedTarget instanceof Node ? event.relatedTarget : null;
      const crossed: HTMLDetailsElement[] = [];
      for (
        let el = event.target instanceof Element ? event.target.closest('li') : null;
        el && nav.contains(el);
      ) {
        const group = el.querySelector<HTMLDetailsElement>(':scope > details');
        if (group && !(other && el.contains(other))) crossed.push(group);
        el = el.parentElement?.closest('li') ?? null;
      }
      for (const group of crossed)
        if (event.type === 'mouseout') {
          if (group.open) {
            const from = { x: event.clientX, y: event.clientY };
            aim = { group, from, at: from, movedAt: Date.now() };
          }
          later(group, () => closeUnlessAiming(group));
        }
        // Another group of this level is open: the pointer may only be passing on its way there.
        else if (!group.open && openSibling(group)) later(group, () => openByHover(group));
        else {
          later(group, null);
          if (!group.open) openByHover(group);
        }
    };
    // While the pointer is inside the safe triangle of the group it left (and has moved lately),
    // the group stays open; it closes once the pointer is elsewhere or rests.
    let aim: { group: HTMLDetailsElement; from: Point; at: Point; movedAt: number } | null = null;
    const onMove = (event: MouseEvent) => {
      if (aim) Object.assign(aim, { at: { x: event.clientX, y: event.clientY }, movedAt: Date.now() });
    };
    const closeUnlessAiming = (group: HTMLDetailsElement) => {
      const submenu = group.querySelector(':scope > ul');
      if (
        aim?.group === group &&
        submenu &&
        Date.now() - aim.movedAt < HOVER_AIM_REST_MS &&
        headingFor(aim.at, aim.from, submenu.getBoundingClientRect())
      )
        later(group, () => closeUnlessAiming(group));
      else group.open = false;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      pressing = false;
      const group = groupOf(event.target);
      const summary = group?.querySelector(':scope > summary') as HTMLElement | null;
      // From a closed top-level group's summary, ArrowDown opens it and goes to its first item.
      if (
        event.key === 'ArrowDown' &&
        group &&
        !group.open &&
        event.target === summary &&
        !groupOf(group.parentElement)
      ) {
        event.preventDefault();
        group.open = true;
        moveFocus(group.querySelector(':scope > ul')!, 'Home', null);
        return;
      }
      const openGroup = group?.open ? group : (groupOf(group?.parentElement ?? null) ?? group);
      if (
        openGroup?.open &&
        moveFocus(openGroup.querySelector(':scope > ul')!, event.key, event.target as Element)
      ) {
        event.preventDefault();
        return;
      }
      // The popover (the phone's menu) closes itself on Escape; on a desktop the innermost group does.
      if (event.key !== 'Escape' || nav.matches(':popover-open') || !openGroup?.open) return;
      event.stopPropagation();
      openGroup.open = false;
      (openGroup.querySelector(':scope > summary') as HTMLElement | null)?.focus();
    };
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest('a')) closeMenu(nav);
      // The click that ends a hover-then-click gesture keeps the group open rather than closing it.
      const summary = target?.closest('summary');
      if (summary) {
        const group = groupOf(summary);
        if (group?.open && Date.now() - openedByHoverAt < HOVER_CLICK_GRACE_MS) event.preventDefault();
        openedByHoverAt = 0;
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('pointercancel', onPointerEnd);
    document.addEventListener('click', onDocumentClick);
    document.addEventListener('focusin', onFocusIn);
    nav.addEventListener('mouseover', onHover);
    nav.addEventListener('mouseout', onHover);
    nav.addEventListener('mousemove', onMove);
    nav.addEventListener('keydown', onKeyDown);
    nav.addEventListener('click', onClick);
    return () => {
      for (const timer of pending.values()) window.clearTimeout(timer);
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('pointercancel', onPointerEnd);
      document.removeEventListener('click', onDocumentClick);
      document.removeEventListener('focusin', onFocusIn);
      nav.removeEventListener('mouseover', onHover);
      nav.removeEventListener('mouseout', onHover);
      nav.removeEventListener('mousemove', onMove);
      nav.removeEventListener('keydown', onKeyDown);
      nav.removeEventListener('click', onClick);
    };
  }, [navRef]);

  // Navigating elsewhere (including back and forward) closes whatever was open. Not on the first
  // run: that is the app starting, and what the visitor opened before it stays open.
  const shownPath = React.useRef(path);
  React.useEffect(() => {
    if (shownPath.current === path) return;
    shownPath.current = path;
    if (navRef.current) closeMenu(navRef.current);
  }, [navRef, path]);
}

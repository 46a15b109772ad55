import * as React from 'react';
import styled from '@emotion/styled';
import { topMenu, type MenuItem } from './menu';
import { MenuDropdown } from './MenuDropdown';
import { NavLink } from './NavLink';

const Nav = styled('nav')({
  '& > ul': { display: 'flex', gap: 4, listStyle: 'none', margin: 0, padding: 0 },
});

/**
 * Desktop navigation (spec §2, §4): dropdowns open on hover or click, at most one is open,
 * they close on leave, click, Escape or a click elsewhere, and a link click closes them.
 */
export function DesktopMenu({ path }: { path: string }) {
  const [open, setOpen] = React.useState<string | null>(null);
  const navRef = React.useRef<HTMLElement>(null);

  React.useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpen(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  // Navigating elsewhere (including back/forward) closes whatever was open.
  React.useEffect(() => setOpen(null), [path]);

  const renderItem = (item: MenuItem) =>
    item.children ? (
      <MenuDropdown
        key={item.label}
        item={item}
        open={open === item.label}
        onOpenChange={(isOpen) => setOpen(isOpen ? item.label : null)}
      />
    ) : (
      <li key={item.label}>
        <NavLink to={item.link ?? '/'} variant="top">
          {item.label}
        </NavLink>
      </li>
    );

  return (
    <Nav aria-label="Main" ref={navRef}>
      <ul>{topMenu.map(renderItem)}</ul>
    </Nav>
  );
}

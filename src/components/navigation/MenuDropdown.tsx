import * as React from 'react';
import styled from '@emotion/styled';
import { palette } from '../../theme/tokens';
import { ChevronDown, ChevronRight } from '../common/icons';
import { menuId, type MenuItem } from './menu';
import { MenuButton, NavLink } from './NavLink';
import { useHoverToggle } from '../../hooks/useHoverToggle';
import { moveFocus, useDismiss } from './menu-focus';

const Item = styled('li')({ position: 'relative' });

const Panel = styled('div')({
  position: 'absolute',
  top: '100%',
  left: 0,
  zIndex: 1200,
  // Padding instead of margin keeps the pointer inside the item on its way into the panel.
  paddingTop: 8,
  '& > ul, & ul.flyout': {
    listStyle: 'none',
    margin: 0,
    padding: 8,
    minWidth: 260,
    borderRadius: 12,
    background: palette.background.paper,
    border: `1px solid ${palette.divider}`,
    boxShadow: '0 12px 32px rgb(15 23 42 / 0.14)',
  },
  '& li': { position: 'relative' },
  '& ul.flyout': { position: 'absolute', left: '100%', top: -8, marginLeft: 4 },
});

interface MenuDropdownProps {
  item: MenuItem;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function MenuDropdown({ item, open, onOpenChange }: MenuDropdownProps) {
  const buttonRef = React.useRef<HTMLButtonElement>(null);
  const hover = useHoverToggle(open, onOpenChange);
  const [submenu, setSubmenu] = React.useState<string | null>(null);
  const id = menuId('menu', item.label);

  React.useEffect(() => {
    if (!open) setSubmenu(null);
  }, [open]);

  const itemRef = React.useRef<HTMLLIElement>(null);
  const close = React.useCallback(() => onOpenChange(false), [onOpenChange]);
  useDismiss(itemRef, open, close);
  const panel = () => itemRef.current?.querySelector<HTMLElement>(`#${id}`) ?? null;
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'ArrowDown' && !open && event.target === buttonRef.current) {
      // From the closed button: open, then go to the first item once it is shown.
      event.preventDefault();
      onOpenChange(true);
      requestAnimationFrame(() => panel() && moveFocus(panel()!, 'Home', null));
      return;
    }
    const items = panel();
    if (open && items && moveFocus(items, event.key, document.activeElement)) {
      event.preventDefault();
      return;
    }
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    if (submenu) {
      setSubmenu(null);
      (
        event.currentTarget.querySelector(`[aria-controls="${menuId('sub', submenu)}"]`) as HTMLElement | null
      )?.focus();
    } else {
      close();
      buttonRef.current?.focus();
    }
  };

  return (
    <Item
      ref={itemRef}
      onMouseEnter={hover.onMouseEnter}
      onMouseLeave={hover.onMouseLeave}
      onKeyDown={onKeyDown}
    >
      <MenuButton
        ref={buttonRef}
        variant="top"
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={hover.onClick}
      >
        {item.label}
        <ChevronDown className="chevron-down" size={18} />
      </MenuButton>
      {/* Rendered while open only, like the mobile menu (see there). */}
      <Panel id={id} hidden={!open}>
        {open && (
          <ul>
            {item.children?.map((child) =>
              child.children ? (
                <Submenu
                  key={child.label}
                  item={child}
                  open={submenu === child.label}
                  onOpenChange={(isOpen) => setSubmenu(isOpen ? child.label : null)}
                  onNavigate={close}
                />
              ) : (
                <li key={child.label}>
                  <NavLink to={child.link ?? '/'} variant="item" onClick={close}>
                    {child.label}
                  </NavLink>
                </li>
              ),
            )}
          </ul>
        )}
      </Panel>
    </Item>
  );
}

interface SubmenuProps extends MenuDropdownProps {
  onNavigate: () => void;
}

/** A nested group (Product Design, Engineering): a flyout beside the dropdown. */
function Submenu({ item, open, onOpenChange, onNavigate }: SubmenuProps) {
  const id = menuId('sub', item.label);
  const hover = useHoverToggle(open, onOpenChange);
  return (
    <li onMouseEnter={hover.onMouseEnter} onMouseLeave={hover.onMouseLeave}>
      <MenuButton
        variant="item"
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={hover.onClick}
      >
        {item.label}
        <ChevronRight size={18} />
      </MenuButton>
      <ul id={id} className="flyout" hidden={!open}>
        {item.children?.map((child) => (
          <li key={child.label}>
            <NavLink to={child.link ?? '/'} variant="item" onClick={onNavigate}>
              {child.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

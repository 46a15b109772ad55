import * as React from 'react';
import styled from '@emotion/styled';
import { palette, mq } from '../../theme/tokens';
import { ChevronDown, CloseIcon, MenuIcon } from '../common/icons';
import { menuId, topMenu, type MenuItem } from './menu';
import { MenuButton, NavLink } from './NavLink';

const Toggle = styled('button')({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 48,
  height: 48,
  border: 0,
  borderRadius: 12,
  background: 'none',
  color: palette.text.primary,
  cursor: 'pointer',
  [mq.up('md')]: { display: 'none' },
});

const Panel = styled('nav')({
  position: 'absolute',
  top: '100%',
  insetInline: 0,
  maxHeight: 'calc(100vh - 72px)',
  overflowY: 'auto',
  padding: '8px 16px 24px',
  background: palette.background.default,
  borderBottom: `1px solid ${palette.divider}`,
  boxShadow: '0 16px 32px rgb(15 23 42 / 0.12)',
  '& ul': { listStyle: 'none', margin: 0, padding: 0 },
  '& ul ul': { paddingLeft: 12 },
  [mq.up('md')]: { display: 'none' },
});

/** Spec §2: the mobile menu is a toggled accordion; each section expands and collapses on its own. */
export function MobileMenu({ path }: { path: string }) {
  const [open, setOpen] = React.useState(false);
  const toggleRef = React.useRef<HTMLButtonElement>(null);
  React.useEffect(() => setOpen(false), [path]);
  // The page behind an open menu does not scroll (only the menu itself does).
  React.useEffect(() => {
    if (!open) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [open]);
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    toggleRef.current?.focus();
  };

  return (
    <>
      <Toggle
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={onKeyDown}
      >
        {open ? <CloseIcon size={26} /> : <MenuIcon size={26} />}
      </Toggle>
      {/* The menu's links exist only while it is open: hidden, they were a third of each page's
          elements for React to hydrate, and they only open with JavaScript anyway (the footer and
          the pages keep every link in the HTML). */}
      <Panel id="mobile-menu" aria-label="Mobile" hidden={!open} onKeyDown={onKeyDown}>
        {open && (
          <ul>
            {topMenu.map((item) => (
              <AccordionItem key={item.label} item={item} onNavigate={() => setOpen(false)} />
            ))}
          </ul>
        )}
      </Panel>
    </>
  );
}

function AccordionItem({ item, onNavigate }: { item: MenuItem; onNavigate: () => void }) {
  const [expanded, setExpanded] = React.useState(false);
  if (!item.children)
    return (
      <li>
        <NavLink to={item.link ?? '/'} variant="item" onClick={onNavigate}>
          {item.label}
        </NavLink>
      </li>
    );
  const id = menuId('mobile', item.label);
  return (
    <li>
      <MenuButton
        variant="item"
        type="button"
        aria-expanded={expanded}
        aria-controls={id}
        onClick={() => setExpanded((e) => !e)}
      >
        {item.label}
        <ChevronDown className="chevron-down" size={18} />
      </MenuButton>
      <ul id={id} hidden={!expanded}>
        {item.children.map((child) => (
          <AccordionItem key={child.label} item={child} onNavigate={onNavigate} />
        ))}
      </ul>
    </li>
  );
}

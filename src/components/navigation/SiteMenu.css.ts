import { globalStyle, style, type GlobalStyleRule } from '@vanilla-extract/css';
import { ink, sizes, vars, wideHeader, zIndex } from '../../theme/css';

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 48,
  height: 48,
  border: 0,
  borderRadius: 12,
  background: 'none',
  color: vars.palette.text.primary,
  cursor: 'pointer',
  '@media': { [wideHeader]: { display: 'none' } },
});
globalStyle(`${toggle} .close`, { display: 'none' });

const panel: GlobalStyleRule = {
  listStyle: 'none',
  margin: 0,
  padding: 8,
  minWidth: 260,
  borderRadius: 12,
  background: vars.palette.background.paper,
  border: `1px solid ${vars.palette.divider}`,
  boxShadow: `0 12px 32px ${ink(0.14)}`,
};

/**
 * One list for both layouts. Below md it is a popover in the top layer, under the header, opened by
 * the toggle: the browser opens it, closes it on Escape or a tap outside, and returns focus. From md
 * up (wideHeader) it is never opened as a popover: the same list shows in the bar, its groups as
 * dropdowns.
 */
export const nav = style({
  position: 'fixed',
  inset: `${sizes.headerHeight}px 0 auto 0`,
  width: '100%',
  height: 'auto',
  maxHeight: `calc(100dvh - ${sizes.headerHeight}px)`,
  margin: 0,
  overflowY: 'auto',
  padding: '8px 16px 24px',
  border: 0,
  borderBottom: `1px solid ${vars.palette.divider}`,
  background: vars.palette.background.default,
  color: vars.palette.text.primary,
  boxShadow: `0 16px 32px ${ink(0.12)}`,
  '@media': {
    [wideHeader]: {
      display: 'block',
      position: 'static',
      width: 'auto',
      maxHeight: 'none',
      overflow: 'visible',
      padding: 0,
      border: 0,
      background: 'none',
      boxShadow: 'none',
    },
  },
});

// The list's levels: the rules reach into the nested lists the menu's data makes.
globalStyle(`${nav} ul`, { listStyle: 'none', margin: 0, padding: 0 });
globalStyle(`${nav} ul ul`, { paddingLeft: 12 });
// The page behind the open menu does not scroll (only the menu does); no script needed.
globalStyle(`html:has(${nav}:popover-open)`, { overflow: 'hidden' });
globalStyle(`body:has(${nav}:popover-open) header button[popovertarget] .open`, { display: 'none' });
globalStyle(`body:has(${nav}:popover-open) header button[popovertarget] .close`, { display: 'inline' });
const wide = (selector: string, rule: GlobalStyleRule) =>
  globalStyle(`${nav} ${selector}`, { '@media': { [wideHeader]: rule } });
wide('> div > ul', { display: 'flex', gap: 4 });
wide('> div > ul > li', { position: 'relative' });
// Padding instead of margin keeps the pointer inside the item on its way into the panel.
wide('> div > ul > li > details > ul', {
  ...panel,
  position: 'absolute',
  top: 'calc(100% + 8px)',
  left: 0,
  zIndex: zIndex.drawer,
});
wide('ul ul', { paddingLeft: 8 });
wide('ul ul li', { position: 'relative' });
wide('details details > ul', { ...panel, position: 'absolute', left: '100%', top: -8, marginLeft: 4 });

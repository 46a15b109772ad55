import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { down, sizes, vars } from './css';

/**
 * The call-to-action look, written once: the header's 'Get in touch', the heroes' and contact
 * blocks' links, and the form's Send (MUI's Button, given it as its className). `&&` outranks the
 * one class MUI's own styles use, whichever stylesheet the page loads first.
 */
const primaryBase = style({
  selectors: {
    '&&': {
      display: 'inline-flex',
      alignItems: 'center',
      border: 0,
      borderRadius: 14,
      background: vars.palette.primary.main,
      color: vars.palette.primary.contrastText,
      font: 'inherit',
      textDecoration: 'none',
      cursor: 'pointer',
    },
    '&&:hover': { background: vars.palette.primary.dark },
  },
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/** Sizes of the primary button: in a hero or contact block, in the header, and a form's submit. */
export const primaryButton = styleVariants({
  hero: [
    primaryBase,
    { selectors: { '&&': { height: sizes.headerButtonHeight, padding: '0 26px', fontWeight: 700 } } },
  ],
  header: [
    primaryBase,
    {
      selectors: {
        '&&': {
          flexShrink: 0,
          height: sizes.headerButtonHeight,
          padding: '0 22px',
          fontWeight: 650,
          whiteSpace: 'nowrap',
        },
      },
      '@media': { [down('sm')]: { selectors: { '&&': { padding: '0 14px', fontSize: '0.9rem' } } } },
    },
  ],
  form: [
    primaryBase,
    {
      selectors: {
        '&&': {
          justifyContent: 'center',
          height: sizes.formButtonHeight,
          fontSize: '1.05rem',
          fontWeight: 650,
          lineHeight: 1.75,
        },
        // While sending: the look stays, with a spinner (MUI's disabled look would grey it out).
        '&&[disabled], &&.Mui-disabled': {
          cursor: 'progress',
          opacity: 0.8,
          color: vars.palette.primary.contrastText,
          background: vars.palette.primary.main,
        },
        '&[aria-busy="true"]::before': {
          content: '""',
          display: 'inline-block',
          width: 16,
          height: 16,
          marginRight: 8,
          borderRadius: '50%',
          border: '2px solid currentColor',
          borderRightColor: 'transparent',
          animation: `${spin} 700ms linear infinite`,
        },
      },
    },
  ],
});

/** The quieter companion of primaryButton: outlined, for secondary actions (e.g. Subscribe with RSS). */
export const secondaryButton = style([
  primaryButton.hero,
  {
    selectors: {
      '&&': {
        background: 'transparent',
        color: vars.palette.text.primary,
        border: `1px solid ${vars.palette.divider}`,
      },
      '&&:hover': { background: vars.palette.action.hover },
    },
  },
]);

/** The header's square icon controls (colour mode, search): a 44 px target with a hairline frame. */
export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 44,
  height: 44,
  border: `1px solid ${vars.palette.divider}`,
  borderRadius: 12,
  color: vars.palette.text.primary,
});

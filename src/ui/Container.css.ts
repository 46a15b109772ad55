import { style } from '@vanilla-extract/css';
import { sizes, up } from '../theme/css';

/** Centred content column used by every section. */
export const container = style({
  width: '100%',
  maxWidth: sizes.contentMaxWidth,
  marginInline: 'auto',
  paddingInline: sizes.gutter.xs,
  '@media': { [up('md')]: { paddingInline: sizes.gutter.md } },
});

import { style } from '@vanilla-extract/css';
import { typography, up, vars } from '../../theme/css';

export const story = style({
  display: 'grid',
  gap: 32,
  marginTop: 40,
  '@media': { [up('md')]: { gridTemplateColumns: '1fr 1fr' } },
});
export const storyTitle = style({ ...typography.h3, fontSize: '1.4rem', margin: '0 0 8px' });
export const storyText = style({
  margin: 0,
  lineHeight: 1.75,
  color: vars.palette.text.secondary,
  fontSize: '1.075rem',
});
export const services = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 12,
  listStyle: 'none',
  padding: 0,
  margin: '24px 0 0',
});
export const serviceLink = style({ color: vars.palette.primary.main, fontWeight: 600 });

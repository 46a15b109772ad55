import styled from '@emotion/styled';
import { mq, sizes } from '../../theme/tokens';

/**
 * Centred content column used by every section. Emotion rather than MUI's Container: it wraps
 * every section of every page, most kept as server HTML, and the shell renders it as MUI's Stack
 * (Header); MUI's Container would add a themed component per section for these four declarations.
 */
export const Container = styled('div')({
  width: '100%',
  maxWidth: sizes.contentMaxWidth,
  marginInline: 'auto',
  paddingInline: sizes.gutter.xs,
  [mq.up('md')]: { paddingInline: sizes.gutter.md },
});

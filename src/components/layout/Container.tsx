import styled from '@emotion/styled';
import { mq, sizes } from '../../theme/tokens';

/** Centred content column used by every section. */
export const Container = styled('div')({
  width: '100%',
  maxWidth: sizes.contentMaxWidth,
  marginInline: 'auto',
  paddingInline: sizes.gutter.xs,
  [mq.up('md')]: { paddingInline: sizes.gutter.md },
});

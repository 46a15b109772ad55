import styled from '@emotion/styled';
import { mq, sizes } from '../../theme/tokens';

/** Centred content column used by every section. */
export const Container = styled('div')({
  width: '100%',
  maxWidth: sizes.contentMaxWidth,
  marginInline: 'auto',
  paddingInline: 20,
  [mq.up('md')]: { paddingInline: 32 },
});

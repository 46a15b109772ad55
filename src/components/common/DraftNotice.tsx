import styled from '@emotion/styled';
import { palette } from '../../theme/tokens';
import { unpublishedReason, type Publishable } from '@fernhill/content-rules/publication';

const Note = styled('p')({
  margin: 0,
  padding: '8px 16px',
  textAlign: 'center',
  fontWeight: 600,
  color: '#1f1300',
  background: '#ffd54f',
  borderBottom: `1px solid ${palette.divider}`,
});

/** Shown in `npm run develop` only: production builds never contain drafts or future posts. */
export function DraftNotice({ entry }: { entry: Publishable }) {
  const reason = unpublishedReason(entry, new Date());
  return reason ? <Note role="note">{reason}</Note> : null;
}

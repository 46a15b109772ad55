import styled from '@emotion/styled';
import { palette } from '../../../theme/tokens';
import { SocialIcon } from '../../common/icons';
import { site } from '../../navigation/menu';

const List = styled('ul')({
  display: 'flex',
  gap: 8,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '& a': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 44,
    height: 44,
    borderRadius: 12,
    border: `1px solid ${palette.divider}`,
    color: palette.text.primary,
    '&:hover': { color: palette.primary.main, borderColor: palette.primary.main },
  },
});

export function SocialLinks() {
  return (
    <List aria-label="Social media">
      {site.social.map((link) => (
        <li key={link.name}>
          <a
            href={link.link}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${link.name} (opens in a new tab)`}
          >
            <SocialIcon name={link.icon} />
          </a>
        </li>
      ))}
    </List>
  );
}

import styled from '@emotion/styled';
import { palette, sizes } from '../../theme/tokens';
import { Container } from '../layout/Container';
import { Logo } from './Logo';
import { SiteMenu, SiteMenuToggle } from './SiteMenu';
import { ColorModeSwitch } from './ColorModeSwitch';
import { GetInTouchButton } from '../../features/contact/GetInTouchButton';

const Bar = styled('header')({
  position: 'sticky',
  top: 0,
  zIndex: 1100,
  background: palette.background.default,
  borderBottom: `1px solid ${palette.divider}`,
});

const Row = styled(Container)({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  height: sizes.headerHeight,
  '& > .spacer': { flex: 1 },
});

export function Header({ path, forcedScheme }: { path: string; forcedScheme?: 'light' | 'dark' }) {
  return (
    <Bar>
      <Row>
        <Logo path={path} />
        <span className="spacer" />
        <SiteMenu path={path} />
        <ColorModeSwitch forced={forcedScheme} />
        <GetInTouchButton />
        <SiteMenuToggle />
      </Row>
    </Bar>
  );
}

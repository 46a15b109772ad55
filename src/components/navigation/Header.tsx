import styled from '@emotion/styled';
import { mq, palette, sizes } from '../../theme/tokens';
import { Container } from '../layout/Container';
import { Logo } from './Logo';
import { DesktopMenu } from './DesktopMenu';
import { MobileMenu } from './MobileMenu';
import { ColorModeSwitch } from './ColorModeSwitch';
import { GetInTouchButton } from '../contact/GetInTouchButton';

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
  // The desktop menu shows from md up; below it the mobile menu's toggle takes its place.
  '& > .desktop-only': { display: 'none', [mq.up('md')]: { display: 'block' } },
});

export function Header({ path, colorSchemeForced }: { path: string; colorSchemeForced: boolean }) {
  return (
    <Bar>
      <Row>
        <Logo path={path} />
        <span className="spacer" />
        <div className="desktop-only">
          <DesktopMenu path={path} />
        </div>
        <ColorModeSwitch forced={colorSchemeForced} />
        <GetInTouchButton />
        <MobileMenu path={path} />
      </Row>
    </Bar>
  );
}

import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import { sizes } from '../../theme/tokens';
import { Container } from '../layout/Container';
import { Logo } from './Logo';
import { SiteMenu, SiteMenuToggle } from './SiteMenu';
import { ColorModeSwitch } from './ColorModeSwitch';
import { GetInTouchButton } from '../../features/contact/GetInTouchButton';
import { SearchControl } from '../search/SearchControl';

const barSx: SxProps<Theme> = {
  position: 'sticky',
  top: 0,
  zIndex: 'appBar',
  bgcolor: 'background.default',
  borderBottom: 1,
  borderColor: 'divider',
};

const rowSx: SxProps<Theme> = {
  alignItems: 'center',
  gap: '8px',
  height: sizes.headerHeight,
  '& > .spacer': { flex: 1 },
};

export function Header({ path, forcedScheme }: { path: string; forcedScheme?: 'light' | 'dark' }) {
  return (
    <Box component="header" sx={barSx}>
      <Stack component={Container} direction="row" sx={rowSx}>
        <Logo path={path} />
        <span className="spacer" />
        <SiteMenu path={path} />
        <SearchControl />
        <ColorModeSwitch forced={forcedScheme} />
        <GetInTouchButton />
        <SiteMenuToggle />
      </Stack>
    </Box>
  );
}

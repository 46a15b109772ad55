import { Container } from '../../ui/Container';
import { scrollToTopOnHome } from './logo-click';
import { BuildTimePart } from '../../ui/BuildTimePart';
import { SiteMenu, SiteMenuToggle } from './SiteMenu';
import { ColorModeSwitch } from './ColorModeSwitch';
import { GetInTouchButton } from '../../contact-openers/GetInTouchButton';
import { SearchControl } from '../search/SearchControl';
import * as css from './Header.css';

export function Header({ path, forcedScheme }: { path: string; forcedScheme?: 'light' | 'dark' }) {
  return (
    <header className={css.bar}>
      <Container className={css.row}>
        <BuildTimePart name="Logo" path={path} onClickCapture={(event) => scrollToTopOnHome(event, path)} />
        <span className={css.spacer} />
        <SiteMenu path={path} />
        <SearchControl />
        <ColorModeSwitch forced={forcedScheme} />
        <GetInTouchButton />
        <SiteMenuToggle />
      </Container>
    </header>
  );
}

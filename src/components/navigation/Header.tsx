import { Container } from '../../ui/Container';
import { Logo } from './Logo';
import { SiteMenu, SiteMenuToggle } from './SiteMenu';
import { ColorModeSwitch } from './ColorModeSwitch';
import { GetInTouchButton } from '../../contact-openers/GetInTouchButton';
import { SearchControl } from '../search/SearchControl';
import * as css from './Header.css';

export function Header({ path, forcedScheme }: { path: string; forcedScheme?: 'light' | 'dark' }) {
  return (
    <header className={css.bar}>
      <Container className={css.row}>
        <Logo path={path} />
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

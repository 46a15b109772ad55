import * as React from 'react';
import { COLOR_SCHEME } from '../../theme/color-scheme';
import { Header } from '../navigation/Header';
import { Footer } from './footer/Footer';
import { RouteProgress } from './RouteProgress';
import { BuildTimePart } from '../../ui/BuildTimePart';
import { PageErrorBoundary } from '../errors/PageErrorBoundary';
import { forcedScheme, type ColorSchemeChoice } from '../../theme/color-scheme';
import * as css from './Layout.css';

interface LayoutProps {
  path: string;
  /** Set by a page that must always show one scheme (spec §4). */
  forcedColorScheme?: ColorSchemeChoice;
  children: React.ReactNode;
}

/** The shell: header, page content, footer; toasts render from the root providers. */
export function Layout({ path, forcedColorScheme, children }: LayoutProps) {
  const scheme = forcedScheme(forcedColorScheme);
  return (
    <div
      className={css.root}
      {...(scheme && { [COLOR_SCHEME.attribute]: scheme })}
      style={scheme ? { colorScheme: scheme } : undefined}
    >
      <BuildTimePart name="SkipLink" path={path} />
      <RouteProgress />
      <Header path={path} forcedScheme={scheme} />
      <main id="main" tabIndex={-1} className={css.main}>
        <PageErrorBoundary path={path}>{children}</PageErrorBoundary>
      </main>
      <Footer path={path} />
    </div>
  );
}

import * as React from 'react';
import { COLOR_SCHEME } from '../../theme/color-scheme';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { Header } from '../navigation/Header';
import { Footer } from './footer/Footer';
import { LoadingBar } from './LoadingBar';
import { SkipLink } from './SkipLink';
import { PageErrorBoundary } from '../errors/PageErrorBoundary';
import { forcedScheme, type ColorSchemeChoice } from '../../theme/color-scheme';

const rootSx: SxProps<Theme> = {
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  bgcolor: 'background.default',
  color: 'text.primary',
  '& > main': { flex: 1, outline: 'none' },
};

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
    <Box
      sx={rootSx}
      {...(scheme && { [COLOR_SCHEME.attribute]: scheme })}
      style={scheme ? { colorScheme: scheme } : undefined}
    >
      <SkipLink />
      <LoadingBar />
      <Header path={path} forcedScheme={scheme} />
      <main id="main" tabIndex={-1}>
        <PageErrorBoundary path={path}>{children}</PageErrorBoundary>
      </main>
      <Footer path={path} />
    </Box>
  );
}

import * as React from 'react';
import { ErrorPage } from './ErrorPage';
import { isChunkLoadError, reloadOnceForChunkError } from '../../lib/chunk-reload.ts';
import { isLeaving } from '../../lib/leaving.ts';

interface Props {
  path: string;
  children: React.ReactNode;
}

/** A page that throws shows the generic error page; a stale chunk gets one guarded reload. */
export class PageErrorBoundary extends React.Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error) {
    if (isChunkLoadError(error) && !isLeaving())
      reloadOnceForChunkError(this.props.path, window.sessionStorage, () => window.location.reload());
    console.error(error);
  }

  override componentDidUpdate(previous: Props) {
    if (previous.path !== this.props.path && this.state.error) this.setState({ error: null });
  }

  override render() {
    return this.state.error ? <ErrorPage /> : this.props.children;
  }
}

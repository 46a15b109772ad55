/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { LoadingBar } from '../LoadingBar';
import { loadingBar, LOADING_BAR } from '../../../lib/loading-bar.ts';

describe('LoadingBar', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    act(() => loadingBar.done());
    jest.useRealTimers();
  });

  it('is a progressbar for assistive technology only while a navigation is slow, and says when it failed', () => {
    render(<LoadingBar />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    act(() => {
      loadingBar.start();
      jest.advanceTimersByTime(LOADING_BAR.throttleMs);
    });
    expect(screen.getByRole('progressbar', { name: 'Loading page' })).toHaveAttribute(
      'aria-valuetext',
      'Loading',
    );
    act(() => loadingBar.error());
    expect(screen.getByRole('progressbar', { name: 'Loading page' })).toHaveAttribute(
      'aria-valuetext',
      'The page failed to load',
    );
  });
});

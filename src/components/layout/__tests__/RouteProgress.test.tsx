/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { RouteProgress } from '../RouteProgress';
import { routeProgress, ROUTE_PROGRESS } from '../../../lib/route-progress.ts';

describe('RouteProgress', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    act(() => routeProgress.done());
    jest.useRealTimers();
  });

  it('is a progressbar for assistive technology only while a navigation is slow, and says when it failed', () => {
    render(<RouteProgress />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    act(() => {
      routeProgress.start();
      jest.advanceTimersByTime(ROUTE_PROGRESS.throttleMs);
    });
    expect(screen.getByRole('progressbar', { name: 'Loading page' })).toHaveAttribute(
      'aria-valuetext',
      'Loading',
    );
    act(() => routeProgress.error());
    expect(screen.getByRole('progressbar', { name: 'Loading page' })).toHaveAttribute(
      'aria-valuetext',
      'The page failed to load',
    );
  });
});

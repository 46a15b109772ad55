/** @jest-environment node */
import { scrollAfterNavigation, trackHistoryTraversal } from '../scroll';

function fakeWindow(ids: string[] = []) {
  const calls: unknown[] = [];
  const frames: (() => void)[] = [];
  const elements = new Map(
    ids.map((id) => [id, { scrollIntoView: (o: unknown) => calls.push(['into', id, o]) }]),
  );
  const win = {
    document: { getElementById: (id: string) => elements.get(id) ?? null },
    scrollTo: (o: unknown) => calls.push(['to', o]),
    requestAnimationFrame: (fn: () => void) => frames.push(fn),
  } as unknown as Window;
  return {
    win,
    calls,
    frames,
    add: (id: string) => elements.set(id, { scrollIntoView: (o: unknown) => calls.push(['into', id, o]) }),
  };
}

describe('scrollAfterNavigation', () => {
  it('starts a new page at its top at once, not smoothly', () => {
    const { win, calls } = fakeWindow();
    scrollAfterNavigation(win, { hash: '' }, [0, 0]);
    expect(calls).toEqual([['to', { left: 0, top: 0, behavior: 'instant' }]]);
  });

  it('returns to the saved position on back and forward only', () => {
    const { win, calls } = fakeWindow(['x']);
    let onPop = () => {};
    trackHistoryTraversal({
      addEventListener: (_: string, fn: () => void) => (onPop = fn),
    } as unknown as Window);
    onPop();
    scrollAfterNavigation(win, { hash: '' }, [0, 640]);
    expect(calls).toEqual([['to', { left: 0, top: 640, behavior: 'instant' }]]);
    // A later link is a new visit: the top, not the saved position.
    scrollAfterNavigation(win, { hash: '' }, [0, 640]);
    expect(calls[1]).toEqual(['to', { left: 0, top: 0, behavior: 'instant' }]);
    // A #fragment entry goes to its target, whatever position was saved.
    onPop();
    scrollAfterNavigation(win, { hash: '#x' }, [0, 640]);
    expect(calls[2]).toEqual(['into', 'x', { behavior: 'instant', block: 'start' }]);
  });

  it('goes to the #hash target, once it is rendered', () => {
    const { win, calls, frames, add } = fakeWindow();
    scrollAfterNavigation(win, { hash: '#how-to-start' }, [0, 0]);
    expect(calls).toEqual([['to', { left: 0, top: 0, behavior: 'instant' }]]);
    add('how-to-start');
    frames.shift()!();
    expect(calls[1]).toEqual(['into', 'how-to-start', { behavior: 'instant', block: 'start' }]);
  });
});

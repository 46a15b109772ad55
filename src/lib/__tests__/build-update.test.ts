/** @jest-environment node */
import { isNewBuild, reloadIfNewBuild } from '../build-update.ts';

const respond = (body: unknown, ok = true) =>
  jest.fn().mockResolvedValue({ ok, json: async () => body }) as unknown as typeof fetch;

describe('new build detection', () => {
  it('asks for build-info.json with a timestamp query and no cache', async () => {
    const fetchFn = respond({ id: 'abc' });
    await isNewBuild(fetchFn, 'abc', 1234);
    expect(fetchFn).toHaveBeenCalledWith('/build-info.json?t=1234', { cache: 'no-store' });
  });

  it('is new only when the id differs from the running build', async () => {
    expect(await isNewBuild(respond({ id: 'abc' }), 'abc')).toBe(false);
    expect(await isNewBuild(respond({ id: 'def' }), 'abc')).toBe(true);
  });

  it('treats failures and odd answers as "no news"', async () => {
    expect(await isNewBuild(respond({}, false), 'abc')).toBe(false);
    expect(await isNewBuild(respond({ id: 42 }), 'abc')).toBe(false);
    expect(await isNewBuild(jest.fn().mockRejectedValue(new Error('offline')), 'abc')).toBe(false);
    expect(await isNewBuild(respond({ id: 'def' }), undefined)).toBe(false);
  });

  it('reloads on the next navigation only after a new build was seen', () => {
    const reload = jest.fn();
    reloadIfNewBuild({ location: { reload } as unknown as Location, __newBuildSeen: false });
    expect(reload).not.toHaveBeenCalled();
    reloadIfNewBuild({ location: { reload } as unknown as Location, __newBuildSeen: true });
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

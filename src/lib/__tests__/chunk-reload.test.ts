/** @jest-environment node */
import { isChunkLoadError, reloadOnceForChunkError, RELOAD_GUARD_MS } from '../chunk-reload.ts';

const memoryStorage = () => {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  };
};

describe('chunk load failure', () => {
  it('recognises webpack chunk errors', () => {
    const named = Object.assign(new Error('x'), { name: 'ChunkLoadError' });
    expect(isChunkLoadError(named)).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 532 failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk app failed'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });

  it('reloads once per path within the guard, then again after it', () => {
    const storage = memoryStorage();
    const reload = jest.fn();
    const t0 = 100_000;
    expect(reloadOnceForChunkError('/Cases', storage, reload, t0)).toBe(true);
    expect(reloadOnceForChunkError('/Cases', storage, reload, t0 + RELOAD_GUARD_MS - 1)).toBe(false);
    expect(reloadOnceForChunkError('/Blog', storage, reload, t0 + RELOAD_GUARD_MS - 1)).toBe(true);
    expect(reloadOnceForChunkError('/Cases', storage, reload, t0 + RELOAD_GUARD_MS)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(3);
  });
});

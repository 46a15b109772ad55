/** @jest-environment node */
import { forcedScheme, SYSTEM_NOT_FORCEABLE } from '../color-scheme';

describe('page-level colour scheme', () => {
  it('forces light and dark', () => {
    expect(forcedScheme('dark')).toBe('dark');
    expect(forcedScheme('light')).toBe('light');
    expect(forcedScheme(undefined)).toBeUndefined();
  });

  it('refuses to force "system" and logs a warning', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    expect(forcedScheme('system')).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(SYSTEM_NOT_FORCEABLE);
    warn.mockRestore();
  });
});

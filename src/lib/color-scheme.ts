/** Colour mode a page can force (spec §4): light or dark. "system" cannot be forced. */
export type ColorSchemeChoice = 'light' | 'dark' | 'system';

export const SYSTEM_NOT_FORCEABLE = 'Colour mode "system" cannot be forced at page level; ignoring it.';

/** The scheme to force on a page, or undefined; warns (spec) when asked to force "system". */
export function forcedScheme(choice: ColorSchemeChoice | undefined): 'light' | 'dark' | undefined {
  if (choice === 'system') {
    console.warn(SYSTEM_NOT_FORCEABLE);
    return undefined;
  }
  return choice;
}

import type { Page } from '@playwright/test';

type Shift = { value: number; hadRecentInput: boolean };

/**
 * Sums the page's layout shifts, from its start (before any of its scripts) or from now. With
 * `excuseInput`, those within 500 ms of an input are left out, as CLS leaves them; without it they
 * count, as the visitor sees them all the same. Returns a reader of the sum.
 */
export async function recordLayoutShifts(
  page: Page,
  { fromStart = false, excuseInput = false }: { fromStart?: boolean; excuseInput?: boolean } = {},
): Promise<() => Promise<number>> {
  const observe = ({ excuse, buffered }: { excuse: boolean; buffered: boolean }) => {
    const w = window as unknown as { __shifts: number };
    w.__shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Shift[])
        if (!(excuse && entry.hadRecentInput)) w.__shifts += entry.value;
    }).observe({ type: 'layout-shift', buffered });
  };
  const options = { excuse: excuseInput, buffered: fromStart };
  if (fromStart) await page.addInitScript(observe, options);
  else await page.evaluate(observe, options);
  return () => page.evaluate(() => (window as unknown as { __shifts: number }).__shifts);
}

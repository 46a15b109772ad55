/**
 * Which content reaches a build. A production build leaves out drafts and posts dated after the
 * day it runs (UTC); `gatsby develop` shows both, marked, so a writer can preview them.
 */
export interface Publishable {
  draft?: unknown;
  date?: unknown;
}

const day = (value: unknown): string | null => {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString().slice(0, 10);
  return typeof value === 'string' ? value.slice(0, 10) : null;
};

export function isPublished(entry: Publishable, build: { production: boolean; now: Date }): boolean {
  if (!build.production) return true;
  if (entry.draft === true) return false;
  const date = day(entry.date);
  return date === null || date <= build.now.toISOString().slice(0, 10);
}

/** Why an entry is not public yet, for the draft marker in development; null when it is. */
export function unpublishedReason(entry: Publishable, now: Date): string | null {
  if (entry.draft === true) return 'Draft: not in production builds';
  const date = day(entry.date);
  if (date !== null && date > now.toISOString().slice(0, 10))
    return `Scheduled: published by the first build on ${date}`;
  return null;
}

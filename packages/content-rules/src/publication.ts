/**
 * Which content reaches a build. A production build leaves out drafts and posts dated after the
 * day it runs (UTC); `gatsby develop` and a preview build (`PREVIEW_DRAFTS=true`, see
 * content/README.md) keep both, marked, so a writer can see them before they go out.
 */
export interface Publishable {
  draft?: unknown;
  date?: unknown;
}

export interface BuildMode {
  production: boolean;
  /** A production build that also keeps what is held back (the pull request's preview). */
  preview?: boolean;
  now: Date;
}

/** Why an entry is held back from the public site: its label is what its banner and card say. */
export type Held = { status: 'draft'; label: string } | { status: 'scheduled'; label: string; date: string };

const day = (value: unknown): string | null => {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString().slice(0, 10);
  return typeof value === 'string' ? value.slice(0, 10) : null;
};

// "3 December 2026": the site writes British English; UTC, as dates are days.
const longDate = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });

/** The entry's reason to be held back on `now`'s day, or null when it is public. */
export function heldBack(entry: Publishable, now: Date): Held | null {
  if (entry.draft === true) return { status: 'draft', label: 'Draft' };
  const date = day(entry.date);
  if (date !== null && date > now.toISOString().slice(0, 10))
    return { status: 'scheduled', label: `Scheduled for ${longDate.format(new Date(date))}`, date };
  return null;
}

/** Whether the build makes the entry's page (public, or held back but shown marked). */
export function isPublished(entry: Publishable, build: BuildMode): boolean {
  return !build.production || build.preview === true || heldBack(entry, build.now) === null;
}

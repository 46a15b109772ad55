import site from '../../../content/site.json';
import { resolveNavigation } from '../../lib/safe-url.ts';

/** Spec §3 "Contact person / contact prop": who the visitor is writing to. */
export interface ContactPerson {
  picture: string;
  name: string;
  position: string;
}

/** The founder (content/site.json) unless a page names someone else. */
export const defaultContactPerson: ContactPerson = site.founder;

/** The address offered whenever the form cannot help (site.json's first contact entry). */
export const contactEmail: string =
  site.contacts.find((c) => c.type === 'email')?.value ?? site.contacts[0]!.value;

/** An external link from content, checked once: a bad URL fails the build instead of shipping. */
export function externalHref(url: string): string {
  const target = resolveNavigation(url, { external: true });
  if (target.kind !== 'external') throw new Error(`Expected an external URL: ${url}`);
  return target.url;
}

/**
 * Finding elements the way a visitor names them, by role and accessible name, in any engine. The
 * drivers differ (puppeteer over BiDi, Selenium over WebDriver) and neither offers Playwright's
 * getByRole in all three engines, so the lookup runs in the page: `findInPage` is sent as source
 * and must not use anything from outside its own body.
 */
export type Role =
  | 'alert'
  | 'banner'
  | 'button'
  | 'combobox'
  | 'dialog'
  | 'form'
  | 'heading'
  | 'link'
  | 'list'
  | 'listitem'
  | 'navigation'
  | 'searchbox'
  | 'status'
  | 'switch'
  | 'textbox';

export interface Target {
  role?: Role;
  /** An element type or attribute (`summary`, `#contact-dialog`, `[data-mode]`), never a class. */
  css?: string;
  name?: string | RegExp;
  within?: Target;
  /** Match hidden elements too (default: rendered ones only). */
  hidden?: boolean;
}

/** The form a Target travels in: a RegExp does not survive serialisation. */
export interface WireTarget extends Omit<Target, 'name' | 'within'> {
  name?: string | { source: string; flags: string };
  within?: WireTarget;
}

export const toWire = (target: Target): WireTarget => ({
  ...target,
  name:
    target.name instanceof RegExp ? { source: target.name.source, flags: target.name.flags } : target.name,
  within: target.within && toWire(target.within),
});

export const describeTarget = (target: Target): string =>
  [
    target.within ? `${describeTarget(target.within)} › ` : '',
    target.role ?? target.css ?? '*',
    target.name === undefined ? '' : ` "${String(target.name)}"`,
  ].join('');

export function findInPage(target: WireTarget): Element | null {
  const ROLES: Record<string, string> = {
    alert: '[role=alert]',
    banner: 'header, [role=banner]',
    button: 'button, input[type=button], input[type=submit], [role=button]',
    combobox: 'select, [role=combobox]',
    dialog: 'dialog, [role=dialog]',
    form: 'form, [role=form]',
    heading: 'h1, h2, h3, h4, h5, h6, [role=heading]',
    link: 'a[href], [role=link]',
    list: 'ul, ol, [role=list]',
    listitem: 'li, [role=listitem]',
    navigation: 'nav, [role=navigation]',
    searchbox: 'input[type=search], [role=searchbox]',
    status: 'output, [role=status]',
    switch: '[role=switch]',
    textbox:
      'textarea, input:not([type]), input[type=text], input[type=email], input[type=tel], input[type=url], input[type=search], [role=textbox]',
  };
  const norm = (text: string) => text.replace(/\s+/g, ' ').trim();
  const text = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
    if (!(node instanceof Element) || node.getAttribute('aria-hidden') === 'true') return '';
    // A control inside its label (`<label>Industry<select>…`) is not part of the label's name.
    if (node.matches('select, textarea, input')) return '';
    if (node.hasAttribute('aria-label')) return ` ${node.getAttribute('aria-label')} `;
    if (node instanceof HTMLElement && getComputedStyle(node).display === 'none') return '';
    return [...node.childNodes].map(text).join('');
  };
  const byIds = (ids: string) =>
    ids
      .split(/\s+/)
      .map((id) => document.getElementById(id))
      .map((el) => (el ? text(el) : ''))
      .join(' ');
  const nameOf = (el: Element): string => {
    if (el.hasAttribute('aria-labelledby')) return norm(byIds(el.getAttribute('aria-labelledby')!));
    if (el.hasAttribute('aria-label')) return norm(el.getAttribute('aria-label')!);
    const labels = (el as HTMLInputElement).labels;
    if (labels && labels.length) return norm([...labels].map(text).join(' '));
    if (el.matches('input, textarea, select'))
      return norm(el.getAttribute('title') ?? el.getAttribute('placeholder') ?? '');
    if (el.matches('form, dialog, nav, header, ul, ol, [role=status]'))
      return norm(el.getAttribute('title') ?? '');
    return norm(text(el));
  };
  const matchesName = (el: Element, name: WireTarget['name']) => {
    if (name === undefined) return true;
    const actual = nameOf(el);
    return typeof name === 'string' ? actual === name : new RegExp(name.source, name.flags).test(actual);
  };
  const rendered = (el: Element) => {
    const style = getComputedStyle(el);
    return el.getClientRects().length > 0 && style.visibility !== 'hidden';
  };
  const all = (t: WireTarget, scope: ParentNode): Element[] =>
    [...scope.querySelectorAll(t.css ?? ROLES[t.role ?? ''] ?? '*')].filter(
      (el) =>
        (!t.css || !t.role || el.matches(ROLES[t.role]!)) &&
        (t.role !== 'banner' || !el.parentElement?.closest('article, aside, main, nav, section')) &&
        matchesName(el, t.name) &&
        (t.hidden || rendered(el)),
    );
  const scope = target.within ? findInPage(target.within) : document;
  return scope ? (all(target, scope)[0] ?? null) : null;
}

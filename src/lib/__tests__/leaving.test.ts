/** @jest-environment jsdom */
import { installChunkReloadGuard } from '../chunk-reload.ts';
import { installLeavingWatch, isLeaving, watchLeaving } from '../leaving.ts';

/** A click on `el` as a visitor's primary button makes it; `prevent`: the page handles it itself. */
function click(el: Element, init: MouseEventInit = {}, prevent = false) {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  if (prevent) el.addEventListener('click', (e) => e.preventDefault(), { once: true });
  // jsdom would try to navigate: only the events matter here.
  window.addEventListener('click', (e) => e.preventDefault(), { once: true, capture: false });
  el.dispatchEvent(event);
}

const link = (href: string, attributes: Record<string, string> = {}) => {
  const a = document.createElement('a');
  a.href = href;
  for (const [name, value] of Object.entries(attributes)) a.setAttribute(name, value);
  a.append(document.createElement('span'));
  document.body.append(a);
  return a;
};

beforeEach(() => {
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/search?q=flutter');
});

describe('leaving the page (why a chunk failed)', () => {
  it('a link to another page followed: leaving; a new tap or key, or the page shown again: not', () => {
    const leaving = watchLeaving(window);
    expect(leaving()).toBe(false);
    click(link('/Engineering/FlutterDevelopment').firstElementChild!); // a tap on the link's text
    expect(leaving()).toBe(true);
    window.dispatchEvent(new Event('pointerdown'));
    expect(leaving()).toBe(false);
    click(link('/Cases'));
    window.dispatchEvent(new Event('pageshow'));
    expect(leaving()).toBe(false);
  });

  it('not for a link the page handles, a jump within it, a new tab, a download or a modified click', () => {
    const leaving = watchLeaving(window);
    click(link('/Cases'), {}, true);
    click(link('#main'));
    click(link('/Cases', { target: '_blank' }));
    click(link('/brief.pdf', { download: '' }));
    click(link('/Cases'), { ctrlKey: true });
    click(link('/Cases'), { button: 1 });
    click(document.body);
    expect(leaving()).toBe(false);
  });

  it('a form sent to another document: leaving', () => {
    const leaving = watchLeaving(window);
    const form = document.createElement('form');
    document.body.append(form);
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(leaving()).toBe(true);
  });

  it('the guard does not reload for a chunk that failed as the visitor left', () => {
    const reload = jest.fn();
    const win = Object.create(window, {
      location: { value: { ...window.location, pathname: '/search', href: window.location.href, reload } },
    }) as Window;
    const listeners: Record<string, EventListener> = {};
    win.addEventListener = ((type: string, listener: EventListener) =>
      window.addEventListener(type, (listeners[type] = listener))) as Window['addEventListener'];
    installLeavingWatch(win);
    installChunkReloadGuard(win);
    const failed = Object.assign(new Error('Loading chunk 282 failed.'), { name: 'ChunkLoadError' });
    click(link('/Engineering/FlutterDevelopment'));
    expect(isLeaving()).toBe(true);
    listeners.unhandledrejection!(Object.assign(new Event('unhandledrejection'), { reason: failed }));
    expect(reload).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pointerdown'));
    listeners.unhandledrejection!(Object.assign(new Event('unhandledrejection'), { reason: failed }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

import { deployableConfig, hostingRedirects } from '../hosting.ts';

const ROUTES = ['/', '/Cases', '/Cases/AnkiBuddy', '/Blog', '/Blog/how-to-scope-an-mvp', '/Industries/AR-VR'];

describe('hostingRedirects', () => {
  const redirects = hostingRedirects(ROUTES, { '/DesignServices/DesignServices': '/DesignServices' });
  const bySource = new Map(redirects.map((r) => [r.source, r.destination]));

  it('sends the lower-case form of every route to the route, permanently', () => {
    expect(bySource.get('/cases')).toBe('/Cases');
    expect(bySource.get('/cases/ankibuddy')).toBe('/Cases/AnkiBuddy');
    expect(bySource.get('/blog/how-to-scope-an-mvp')).toBe('/Blog/how-to-scope-an-mvp');
    expect(bySource.get('/industries/ar-vr')).toBe('/Industries/AR-VR');
    expect(redirects.every((r) => r.type === 301)).toBe(true);
  });

  it('redirects aliases and their lower-case form', () => {
    expect(bySource.get('/DesignServices/DesignServices')).toBe('/DesignServices');
    expect(bySource.get('/designservices/designservices')).toBe('/DesignServices');
  });

  it('never redirects a route, and uses no :param pattern (Hosting matches those ignoring case)', () => {
    for (const route of ROUTES) expect(bySource.has(route)).toBe(false);
    expect(redirects.filter((r) => /[:*?{[]/.test(r.source))).toEqual([]);
  });

  it('leaves out a lower-case form two routes share', () => {
    const shared = hostingRedirects(['/Cases/Mila', '/Cases/MILA'], {});
    expect(shared.map((r) => r.source)).not.toContain('/cases/mila');
  });
});

describe('deployableConfig', () => {
  it('keeps firebase.json as written and appends the derived redirects', () => {
    const base = {
      hosting: { public: 'public', redirects: [{ source: '/a', destination: '/b', type: 301 as const }] },
    };
    const derived = hostingRedirects(['/Cases'], {});
    expect(deployableConfig(base, derived)).toEqual({
      hosting: { public: 'public', redirects: [...base.hosting.redirects, ...derived] },
    });
  });
});

/**
 * jsdom has no fetch Response: this is the part of it the contact hook reads
 * (ok, status, a Retry-After header, the JSON body).
 */
export function fakeResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (name: string) => lower[name.toLowerCase()] ?? null },
    json: async () => (typeof body === 'string' ? JSON.parse(body) : body),
  } as unknown as Response;
}

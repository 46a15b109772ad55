/** Small, strict readers for environment variables with embedded defaults. */
export type Env = Record<string, string | undefined>;

export function stringEnv(env: Env, name: string, fallback: string): string {
  const value = env[name]?.trim();
  return value ? value : fallback;
}

export function intEnv(env: Env, name: string, fallback: number): number {
  const value = env[name]?.trim();
  if (!value) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return parsed;
}

export function listEnv(env: Env, name: string, fallback: readonly string[]): string[] {
  const value = env[name]?.trim();
  return value
    ? value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)
    : [...fallback];
}

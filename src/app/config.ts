/** The UI configuration file `assets/config/config.json` of a variant. */
export interface AppConfig {
  auth: { url: string; realm: string; clientId: string };
  api: { url: string };
  session: { timeoutMinutes: number; criticalMinutes: number };
  languages: string[];
  defaultLanguage: string;
}

/** Raised when the configuration file is missing or malformed; shown before any other UI exists. */
class ConfigError extends Error {
  override name = 'ConfigError';
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function requireString(value: unknown, field: string): string {
  if (typeof value !== 'string' || value === '') throw new ConfigError(`config.json: '${field}' must be a non-empty string`);
  return value;
}

/** Checks the parsed JSON and fills the optional parts with their defaults. */
export function parseConfig(json: unknown): AppConfig {
  if (!isObject(json)) throw new ConfigError('config.json: expected an object');
  const auth = isObject(json.auth) ? json.auth : {};
  const api = isObject(json.api) ? json.api : {};
  const session = isObject(json.session) ? json.session : {};
  const languages = Array.isArray(json.languages) && json.languages.every((l) => typeof l === 'string') && json.languages.length > 0
    ? (json.languages as string[])
    : ['sk', 'en', 'cs'];
  const defaultLanguage = typeof json.defaultLanguage === 'string' && languages.includes(json.defaultLanguage) ? json.defaultLanguage : (languages[0] ?? 'sk');
  return {
    auth: { url: requireString(auth.url, 'auth.url'), realm: requireString(auth.realm, 'auth.realm'), clientId: requireString(auth.clientId, 'auth.clientId') },
    api: { url: requireString(api.url, 'api.url') },
    session: {
      timeoutMinutes: typeof session.timeoutMinutes === 'number' && session.timeoutMinutes > 0 ? session.timeoutMinutes : 30,
      criticalMinutes: typeof session.criticalMinutes === 'number' && session.criticalMinutes >= 0 ? session.criticalMinutes : 5,
    },
    languages,
    defaultLanguage,
  };
}

/** Loads the variant's configuration from `{base}assets/config/config.json`. */
export async function loadConfig(base: string, fetchImpl: typeof fetch = fetch): Promise<AppConfig> {
  const url = `${base}assets/config/config.json`;
  const response = await fetchImpl(url, { cache: 'no-cache' });
  if (!response.ok) throw new ConfigError(`${url}: HTTP ${response.status}`);
  return parseConfig(await response.json());
}

/** Resolves a possibly relative URL from the config against the page origin. */
export function absoluteUrl(url: string, origin: string): string {
  return new URL(url, origin.endsWith('/') ? origin : `${origin}/`).toString().replace(/\/$/, '');
}

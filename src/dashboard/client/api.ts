// Talking to the dashboard's server: same origin, the HttpOnly cookie carries the token, writes send JSON.
let project = '';

export function setProject(key: string): void {
  project = key;
}

export function currentProject(): string {
  return project;
}

export class RequestError extends Error {}

function withProject(path: string, params: Record<string, string | number | undefined> = {}): string {
  const q = new URLSearchParams();
  if (project) q.set('project', project);
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') q.set(k, String(v));
  const qs = q.toString();
  return qs ? `${path}?${qs}` : path;
}

async function parse<T>(res: Response): Promise<T> {
  const body = (await res.json().catch(() => ({ error: `HTTP ${res.status}` }))) as T & { error?: string };
  if (!res.ok) throw new RequestError(body.error ?? `HTTP ${res.status}`);
  return body;
}

export async function get<T>(path: string, params?: Record<string, string | number | undefined>): Promise<T> {
  return parse<T>(await fetch(withProject(path, params), { credentials: 'same-origin' }));
}

export async function post<T>(path: string, body: unknown): Promise<T> {
  return parse<T>(
    await fetch(withProject(path), {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );
}

/**
 * The real portal as `npm start` runs it (server/src/main.ts in its own process, embedded
 * core and upstream inside), and a small HTTP client with a cookie jar that speaks to it
 * like the browser does. Used by the reliability scenarios; not a test itself.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { DEMO_PASSWORD } from '../src/auth';
import { repoRoot } from '../src/lib/paths';
import { freePort } from '@fibre-portal/shared/test-support/free-port';

export interface PortalProcess {
  url: string;
  /** The embedded upstream's base URL (read from the portal's debug log). */
  upstreamUrl: string;
  child: ChildProcess;
  /** Ends when the process has exited. */
  exited: Promise<number | null>;
}

/** Starts the portal on `dataDir` and waits until /healthz answers 200. */
export async function startPortalProcess(
  dataDir: string,
  env: Record<string, string> = {},
  timeoutMs = 240_000,
  options: { waitForUpstream?: boolean } = {},
): Promise<PortalProcess> {
  const waitForUpstream = options.waitForUpstream ?? true;
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'test', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: url, LOG_LEVEL: 'debug', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let upstreamUrl = '';
  const stderr: string[] = [];
  createInterface({ input: child.stdout! }).on('line', (line) => {
    if (upstreamUrl !== '' || !line.includes('embedded upstream: listening')) return;
    try {
      upstreamUrl = (JSON.parse(line) as { url: string }).url;
    } catch {
      // not a log line of ours
    }
  });
  createInterface({ input: child.stderr! }).on('line', (line) => stderr.push(line));

  const deadline = Date.now() + timeoutMs;
  let exitCode: number | null | undefined;
  void exited.then((code) => (exitCode = code));
  for (;;) {
    if (exitCode !== undefined) throw new Error(`the portal exited with ${exitCode} during start: ${stderr.slice(-5).join(' | ')}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('the portal did not become ready in time');
    }
    const ok = await fetch(`${url}/healthz`)
      .then((r) => r.status === 200)
      .catch(() => false);
    if (ok && (upstreamUrl !== '' || !waitForUpstream)) return { url, upstreamUrl, child, exited };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** A browser: cookies per name, the anti-CSRF header, X-Client-Url. */
export class HttpClient {
  readonly cookies = new Map<string, string>();
  constructor(public baseUrl: string) {}

  private remember(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at).trim();
      const value = pair!.slice(at + 1).trim();
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-client-url': `${this.baseUrl}/`,
        cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...headers,
      },
      body: JSON.stringify(body),
    });
    this.remember(response);
    return response;
  }

  async signIn(email: string, password = DEMO_PASSWORD): Promise<{ status: string; reason?: string }> {
    const response = await this.post(
      '/auth/signin',
      {
        formFields: [
          { id: 'email', value: email },
          { id: 'password', value: password },
        ],
      },
      { rid: 'emailpassword', 'st-auth-mode': 'cookie', 'fdi-version': '4.1' },
    );
    return (await response.json()) as { status: string };
  }

  async graphql<T>(
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<{ status: number; data?: T; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> }> {
    const response = await this.post('/graphql', { query, variables }, { rid: 'anti-csrf' });
    return { status: response.status, ...((await response.json()) as { data?: T }) };
  }
}

/** Calls the embedded upstream directly, as another system would. */
export async function upstreamGet<T>(upstreamUrl: string, token: string, path: string): Promise<T> {
  const response = await fetch(`${upstreamUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`upstream ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

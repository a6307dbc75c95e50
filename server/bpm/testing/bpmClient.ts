// Calls the process tests make against a test server (real PGlite, real tokens): one signed-in
// client per dev account, activities read and completed through the API like the UI does.
import { API, openApiSession } from '../../testing/apiSession';
import type { TestServer } from '../../testing/harness';

export { API };

/** An activity as the API answers it (the fields the tests look at). */
export interface TestActivity {
  activityId: number;
  activityType: string;
  scenario: string | null;
  processId: number;
  entityId: number;
  entityLabel: string | null;
  readOnly: boolean;
  status: { code: string };
  actionMessage: string | null;
  nextActivityId: number | null;
  dovodVratenia: string | null;
  dovodZamietnutia: string | null;
}
export type Json = Record<string, unknown> & { hints?: { reasons: string[] } };

export interface BpmTestClient {
  /** The running server (after start). */
  readonly server: TestServer;
  /** The participant each portal account acts for (set on the server at start). */
  tenants: Record<string, number>;
  call(user: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, headers?: Record<string, string>): Promise<{ status: number; json: Json }>;
  /** Signs `user` in again (e.g. after a role change). */
  relogin(user: string): Promise<void>;
  activity(user: string, id: number): Promise<TestActivity>;
  complete(user: string, id: number, action: string): Promise<{ status: number; json: Json }>;
  /** The activity that followed `id`. */
  next(user: string, id: number): Promise<TestActivity>;
  approvals(): Promise<TestActivity[]>;
  mine(user: string): Promise<TestActivity[]>;
  /** Polls until the activity has `status` (background completions). */
  waitFor(user: string, id: number, status: string): Promise<TestActivity>;
  /** The access token of a signed-in account. */
  token(user: string): string;
  /** Starts the server (fast background steps) and signs the accounts in; portal ones act for their first participant. */
  start(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A client whose calls work once `start()` has run (call it in beforeAll), so a test file can take
 * the functions it needs at module level.
 */
export function bpmTestClient(users = ['producer', 'supplier', 'operator', 'visitor']): BpmTestClient {
  // The server, the logins and the calls are the shared test session's (server/testing/apiSession.ts).
  const session = openApiSession(users);
  const tenants: Record<string, number> = {};
  const call: BpmTestClient['call'] = async (user, method, url, payload, headers = {}) => {
    // The process tests name whole URLs (API included), as the UI's calls do.
    if (!url.startsWith(API)) throw new Error(`bpmTestClient: ${url} is outside ${API}`);
    const response = await session.call(method, url.slice(API.length), user, payload, { headers });
    return { status: response.statusCode, json: (response.body ? response.json() : {}) as Json };
  };
  const activity = async (user: string, id: number) => (await call(user, 'GET', `${API}/bpm/activity/${id}`)).json as unknown as TestActivity;
  const list = async (user: string, which: string) => (await call(user, 'GET', `${API}/bpm/dashboard/activities?list=${which}`)).json as unknown as TestActivity[];
  return {
    get server() {
      return session.server;
    },
    tenants,
    call,
    relogin: (user) => session.relogin(user),
    activity,
    complete: (user, id, action) => call(user, 'POST', `${API}/bpm/activity/${id}/complete/${action}`),
    next: async (user, id) => activity(user, (await activity(user, id)).nextActivityId as number),
    approvals: () => list('operator', 'approval'),
    mine: (user) => list(user, 'mine'),
    async waitFor(user, id, status) {
      for (let i = 0; i < 150; i++) {
        const a = await activity(user, id);
        if (a.status.code === status) return a;
        await new Promise((r) => setTimeout(r, 30));
      }
      throw new Error(`activity ${id} never reached ${status}`);
    },
    token: (user) => session.tokens[user] as string,
    async start() {
      process.env.BPM_ASYNC_DELAY_MS = '40';
      await session.start();
      for (const user of users.filter((u) => u === 'producer' || u === 'supplier')) {
        const env = await call(user, 'GET', `${API}/environment/info`);
        const id = (env.json.ucastnici as { idUcastnikTrhu: number }[])[0]?.idUcastnikTrhu as number;
        tenants[user] = id;
        await call(user, 'POST', `${API}/portal/iam/set-tenant`, undefined, { 'x-tenant': String(id) });
      }
    },
    close: () => session.close(),
  };
}

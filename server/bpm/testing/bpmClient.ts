// Calls the process tests make against a test server (real PGlite, real tokens): one signed-in
// client per dev account, activities read and completed through the API like the UI does.
import { bearer, loginWithPassword, startTestServer, type TestServer } from '../../testing/harness';

export const API = '/portalbl/svc';

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
  let running: TestServer | undefined;
  const tokens: Record<string, string> = {};
  const tenants: Record<string, number> = {};
  const server = (): TestServer => {
    if (!running) throw new Error('bpmTestClient: start() first');
    return running;
  };
  const call: BpmTestClient['call'] = async (user, method, url, payload, headers = {}) => {
    const response = await server().app.inject({ method, url, headers: bearer(tokens[user] as string, headers), ...(payload === undefined ? {} : { payload: payload as object }) });
    return { status: response.statusCode, json: (response.body ? response.json() : {}) as Json };
  };
  const relogin = async (user: string) => {
    tokens[user] = (await loginWithPassword(server().app, user)).access_token;
  };
  const activity = async (user: string, id: number) => (await call(user, 'GET', `${API}/bpm/activity/${id}`)).json as unknown as TestActivity;
  const list = async (user: string, which: string) => (await call(user, 'GET', `${API}/bpm/dashboard/activities?list=${which}`)).json as unknown as TestActivity[];
  return {
    get server() {
      return server();
    },
    tenants,
    call,
    relogin,
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
    token: (user) => tokens[user] as string,
    async start() {
      process.env.BPM_ASYNC_DELAY_MS = '40';
      running = await startTestServer();
      for (const user of users) await relogin(user);
      for (const user of users.filter((u) => u === 'producer' || u === 'supplier')) {
        const env = await call(user, 'GET', `${API}/environment/info`);
        const id = (env.json.ucastnici as { idUcastnikTrhu: number }[])[0]?.idUcastnikTrhu as number;
        tenants[user] = id;
        await call(user, 'POST', `${API}/portal/iam/set-tenant`, undefined, { 'x-tenant': String(id) });
      }
    },
    close: () => server().close(),
  };
}

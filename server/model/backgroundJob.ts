import type { JsonSchema } from '../../engine/core/form/jsonSchema';
import { ApiError, notFound } from '../api/errors';
import { ALL, EntityStore } from '../api/entityStore';
import { isoUtcSql } from '../db/sessionZone';
import { retryJob, type ReopenWork, type RetryOutcome } from '../jobs/retry';
import { IMPORT_JOB_KIND, reopenImport } from '../odberatel/importWorker';
import { NOTIFY_JOB_KIND, reopenNotifyJob } from '../zmluva/notify';
import type { EntityAction, EntityDef } from './entity';

// Background jobs that failed (the view of migration 198), for the administrator's core screen:
// which work, how many attempts, the last reason, and a retry. Written only by the job runner.

/** The screen's tokens: only the administrator holds them (server/auth/roles.ts). */
export const BACKGROUND_JOB_READ = 'background-job#read';
export const BACKGROUND_JOB_RETRY = 'background-job#write';

/**
 * The kinds whose dead letter can be undone, so that a retry finds its work again. A process
 * completion (bpm.finish) is not here: its dead letter hands the task back to its user, who
 * completes it again from the task.
 */
const REOPEN: ReadonlyMap<string, ReopenWork> = new Map([
  [NOTIFY_JOB_KIND, reopenNotifyJob],
  [IMPORT_JOB_KIND, reopenImport],
]);

const REFUSALS: Record<Exclude<RetryOutcome, 'retried' | 'missing'>, string> = {
  running: 'reason.jobRunning',
  notRetryable: 'reason.jobNotRetryable',
  alreadyWaiting: 'reason.jobAlreadyWaiting',
  workGone: 'reason.jobWorkGone',
};

const shown = (schema: JsonSchema): JsonSchema => ({ ...schema, readOnly: true });

const RECORD: JsonSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  type: 'object',
  properties: {
    idJob: shown({ type: 'integer' }),
    druh: shown({ type: 'string', enum: ['bpm_finish', 'zmluva_notify', 'odberatel_import'] }),
    predmet: shown({ type: 'string' }),
    stav: shown({ type: 'string', enum: ['WAITING', 'FAILED'] }),
    pokusy: shown({ type: 'integer' }),
    dovod: shown({ type: ['string', 'null'], enum: ['error', 'workerLost', null] }),
    detail: shown({ type: ['string', 'null'] }),
    vytvorene: shown({ type: 'string', format: 'date-time' }),
    zlyhane: shown({ type: ['string', 'null'], format: 'date-time' }),
    dalsiPokus: shown({ type: ['string', 'null'], format: 'date-time' }),
  },
};

const retry: EntityAction = {
  code: 'retry',
  token: BACKGROUND_JOB_RETRY,
  async run({ db, record }) {
    const id = Number(record?.idJob);
    const outcome = await retryJob(db, id, REOPEN);
    if (outcome === 'missing') throw notFound([{ key: 'reason.recordNotFound', params: { entity: 'background-job', id } }]);
    if (outcome !== 'retried') throw new ApiError(409, 'error.conflict', [{ key: REFUSALS[outcome] }], { userError: true });
    return new EntityStore(db, backgroundJob).read(id, ALL);
  },
};

/** Failed background jobs (`background-job#read`; retried with `background-job#write`). */
export const backgroundJob: EntityDef = {
  name: 'background-job',
  path: '/edc/background-job/',
  table: 'background_job_failed',
  idField: 'idJob',
  fields: {
    idJob: { column: 'id', type: 'integer' },
    // Kinds are dotted ('zmluva.notify'); their labels are keyed without dots.
    druh: { column: 'kind', type: 'string', expression: `replace("kind", '.', '_')` },
    predmet: { column: 'ref', type: 'string' },
    stav: { column: 'stav', type: 'string' },
    pokusy: { column: 'attempts', type: 'integer' },
    // The runner's reasons are `job.reason.{code}`; a kind's own key is shown as it is.
    dovod: { column: 'reason_key', type: 'string', expression: `(CASE WHEN "reason_key" LIKE 'job.reason.%' THEN substr("reason_key", 12) ELSE "reason_key" END)` },
    detail: { column: 'reason_detail', type: 'string', queryable: false },
    vytvorene: { column: 'created_at', type: 'string', expression: isoUtcSql('created_at'), queryable: false },
    zlyhane: { column: 'failed_at', type: 'string', expression: isoUtcSql('failed_at'), queryable: false },
    dalsiPokus: { column: 'run_after', type: 'string', expression: `(CASE WHEN "stav" = 'WAITING' THEN ${isoUtcSql('run_after')} END)`, queryable: false },
  },
  tokens: { read: BACKGROUND_JOB_READ, write: BACKGROUND_JOB_RETRY, create: BACKGROUND_JOB_RETRY },
  createSchema: RECORD,
  updateSchema: RECORD,
  defaultSort: [{ field: 'idJob', dir: 'desc' }],
  readOnly: true,
  writtenElsewhere: true,
  alwaysCount: true,
  actions: [retry],
};

import { PATTERNS } from '../../engine/core/validation/patterns';
import { ApiError, badRequest } from '../api/errors';
import type { EntityAction } from './entity';

/** Where the message is signed from when the writer has no name on record. */
const OPERATOR_NAME = 'Dátové centrum';

/**
 * dialogs/mail (spec 2.5): core staff write a message into the mailbox (`schranka`) of every user
 * of the participant; each sees it in the portal's mailbox, unread. Answers how many received it.
 */
export const ucastnikTrhuMail: EntityAction = {
  code: 'mail',
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    type: 'object',
    additionalProperties: false,
    properties: {
      predmet: { type: 'string', minLength: 1, maxLength: 300, pattern: PATTERNS.notBlank },
      text: { type: 'string', minLength: 1, maxLength: 4000, pattern: PATTERNS.notBlank },
    },
    required: ['predmet', 'text'],
  },
  async run({ db, login, core, body, record }) {
    // The write token is core staff's today; the check keeps it so if a portal role ever gets it.
    if (!core) throw new ApiError(403, 'error.forbidden', [{ key: 'reason.permission', params: { token: 'ucastnik-trhu#write' } }]);
    const id = record?.idUcastnikTrhu;
    const { rows: writers } = await db.query<{ meno: string; priezvisko: string }>('SELECT meno, priezvisko FROM app_user WHERE login = $1', [login]);
    const writer = writers[0];
    const odosielatel = writer ? `${writer.meno} ${writer.priezvisko}, ${OPERATOR_NAME}` : OPERATOR_NAME;
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO schranka (login, predmet, text, odosielatel)
       SELECT uu.login, $2, $3, $4 FROM user_ucastnik uu WHERE uu.id_ucastnik_trhu = $1 ORDER BY uu.login
       RETURNING id_schranka AS id`,
      [id, String(body.predmet).trim(), String(body.text).trim(), odosielatel],
    );
    if (rows.length === 0) {
      throw badRequest('error.invalidPayload', [{ key: 'reason.noMailRecipients', params: { field: 'idUcastnikTrhu' } }], {
        userError: true,
        errors: [{ field: 'idUcastnikTrhu', keyword: 'check', params: {} }],
      });
    }
    return { pocetPrijemcov: rows.length, idSchranka: rows.map((r) => r.id) };
  },
};

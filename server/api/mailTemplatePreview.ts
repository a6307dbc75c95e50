// `POST /edc/mail-template/{id}/preview`: the stored template's subject and text in the request's
// language (English, else Slovak) with every placeholder filled with sample data.
import type { FastifyInstance } from 'fastify';
import { languageOf } from '../i18n/messages';
import { fillSample, mailTemplate } from '../model/mailTemplate';
import { badRequest, notFound } from './errors';
import type { ApiDeps } from './types';

export function registerMailTemplatePreview(api: FastifyInstance, deps: ApiDeps): void {
  api.post<{ Params: { id: string } }>(`${mailTemplate.path}:id/preview`, { config: { token: mailTemplate.tokens.write, readOnly: true } }, async (request) => {
    const id = /^\d{1,9}$/.test(request.params.id) ? Number(request.params.id) : NaN;
    if (!(id > 0)) throw badRequest('error.badRequest', [{ key: 'reason.idNotNumber', params: { field: 'idMailTemplate', value: request.params.id.slice(0, 40) } }]);
    const { rows } = await deps.db.query<{ predmetSk: string; predmetEn: string; textSk: string; textEn: string }>(
      'SELECT predmet_sk AS "predmetSk", predmet_en AS "predmetEn", text_sk AS "textSk", text_en AS "textEn" FROM mail_template WHERE id_mail_template = $1',
      [id],
    );
    const row = rows[0];
    if (!row) throw notFound([{ key: 'reason.recordNotFound', params: { entity: mailTemplate.name, id } }]);
    const lang = languageOf(request.headers) === 'en' ? 'en' : 'sk';
    return {
      jazyk: lang,
      predmet: fillSample(lang === 'en' ? row.predmetEn : row.predmetSk, lang),
      text: fillSample(lang === 'en' ? row.textEn : row.textSk, lang),
    };
  });
}

// `POST /edc/mail-template/{id}/preview`: the stored template's subject and text in the request's
// language (English; Czech where the template has it, else Slovak) with every placeholder filled
// with sample data of the language each text is in.
import type { FastifyInstance } from 'fastify';
import { languageOfText, textInLanguage } from '../../engine/core/i18n/textInLanguage';
import { languageOf } from '../i18n/messages';
import { fillSample, mailTemplate } from '../model/mailTemplate';
import { badRequest, notFound } from './errors';
import type { ApiDeps } from './types';

interface TemplateRow {
  predmetSk: string;
  predmetEn: string;
  predmetCs: string | null;
  textSk: string;
  textEn: string;
  textCs: string | null;
}

export function registerMailTemplatePreview(api: FastifyInstance, deps: ApiDeps): void {
  api.post<{ Params: { id: string } }>(`${mailTemplate.path}:id/preview`, { config: { token: mailTemplate.tokens.write, readOnly: true } }, async (request) => {
    const id = /^\d{1,9}$/.test(request.params.id) ? Number(request.params.id) : NaN;
    if (!(id > 0)) throw badRequest('error.badRequest', [{ key: 'reason.idNotNumber', params: { field: 'idMailTemplate', value: request.params.id.slice(0, 40) } }]);
    const { rows } = await deps.db.query<TemplateRow>(
      `SELECT predmet_sk AS "predmetSk", predmet_en AS "predmetEn", predmet_cs AS "predmetCs",
              text_sk AS "textSk", text_en AS "textEn", text_cs AS "textCs"
         FROM mail_template WHERE id_mail_template = $1`,
      [id],
    );
    const row = rows[0];
    if (!row) throw notFound([{ key: 'reason.recordNotFound', params: { entity: mailTemplate.name, id } }]);
    const lang = languageOf(request.headers);
    const subject = { sk: row.predmetSk, en: row.predmetEn, cs: row.predmetCs };
    const text = { sk: row.textSk, en: row.textEn, cs: row.textCs };
    return {
      // The language of the text as sent: a Czech reader of a template without Czech reads Slovak.
      jazyk: languageOfText(lang, text),
      predmet: fillSample(textInLanguage(lang, subject), languageOfText(lang, subject)),
      text: fillSample(textInLanguage(lang, text), languageOfText(lang, text)),
    };
  });
}

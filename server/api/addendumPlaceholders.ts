// `GET /edc/addendum-template/placeholders`: the placeholders an addendum template's body may use,
// the very list the save checks and the addendum fills (server/zmluva/addendumText.ts), so the
// administration's help never lists other ones.
import type { FastifyInstance } from 'fastify';
import { addendumTemplateAdmin } from '../model/addendumTemplate';
import { ADDENDUM_PLACEHOLDERS } from '../zmluva/addendumText';

export function registerAddendumPlaceholders(api: FastifyInstance): void {
  api.get(`${addendumTemplateAdmin.path}placeholders`, { config: { token: addendumTemplateAdmin.tokens.write } }, async () => [...ADDENDUM_PLACEHOLDERS]);
}

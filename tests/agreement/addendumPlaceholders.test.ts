// The placeholder help reads the server's list (GET /edc/addendum-template/placeholders): every
// placeholder the server fills is explained in each language.
import { describe, expect, it } from 'vitest';
import { ADDENDUM_PLACEHOLDERS } from '../../server/zmluva/addendumText';
import cs from '../../metadata/i18n/cs/addendum-template.json';
import en from '../../metadata/i18n/en/addendum-template.json';
import sk from '../../metadata/i18n/sk/addendum-template.json';

describe('addendum placeholders', () => {
  it.each([
    ['sk', sk],
    ['en', en],
    ['cs', cs],
  ])('are each explained in %s', (_language, texts) => {
    const explained = (texts['addendum-template'] as { placeholder: Record<string, string> }).placeholder;
    for (const name of ADDENDUM_PLACEHOLDERS) expect(explained[name], name).toBeTruthy();
  });
});

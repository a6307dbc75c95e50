// The UI's list of addendum placeholders (the help button) is the server's list, each explained.
import { describe, expect, it } from 'vitest';
import { ADDENDUM_PLACEHOLDERS } from '../../server/zmluva/addendumText';
import sk from '../../metadata/i18n/sk/addendum-template.json';
import { ADDENDUM_PLACEHOLDER_NAMES } from '../../src/addendumTemplates/placeholders';

describe('addendum placeholders', () => {
  it('are the ones the server fills, each explained', () => {
    expect([...ADDENDUM_PLACEHOLDER_NAMES]).toEqual([...ADDENDUM_PLACEHOLDERS]);
    const texts = (sk['addendum-template'] as { placeholder: Record<string, string> }).placeholder;
    for (const name of ADDENDUM_PLACEHOLDER_NAMES) expect(texts[name], name).toBeTruthy();
  });
});

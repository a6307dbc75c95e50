import { describe, expect, it } from 'vitest';
import { entityByName } from '../../metadata/routes';
import { formatCell } from '../../engine/react/format/formatCell';
import { historyFormatOf } from './historyFormat';

const t = ((key: string) => key) as never;

describe('historyFormatOf', () => {
  const users = entityByName('user-management');
  if (!users) throw new Error('user-management metadata missing');

  it('shows a timestamp stored with any offset as the same local time', () => {
    const format = historyFormatOf(users, 'resetHeslaOdoslany');
    expect(format).toBe('datetime');
    const ctx = { language: 'sk', t, entity: 'user-management', field: 'resetHeslaOdoslany' };
    const withOffset = formatCell('2026-11-27T00:30:00+01:00', format, ctx);
    expect(withOffset).toBe(formatCell('2026-11-26T23:30:00.000Z', format, ctx));
    expect(withOffset).not.toContain('+01:00');
  });

  it('keeps a search column format and leaves plain fields alone', () => {
    const column = users.search.columns.find((c) => typeof c !== 'string' && c.format);
    if (column && typeof column !== 'string') expect(historyFormatOf(users, column.key)).toBe(column.format);
    expect(historyFormatOf(users, 'login')).toBeUndefined();
  });
});

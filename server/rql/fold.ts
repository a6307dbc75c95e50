// Accent- and case-insensitive matching that works the same on PGlite and any PostgreSQL:
// no unaccent extension needed (it needs CREATE EXTENSION rights on a real server).

/** Letters with diacritics used in Slovak, Czech and neighbouring languages … */
const ACCENTED = 'áäâàãåčćçďđéěëèêíïìîĺľłňńñóôöòõőŕřšśťúůüùûűýÿžźż';
/** … and their base letters, position by position. */
const PLAIN = 'aaaaaacccddeeeeeiiiilllnnnoooooorrsstuuuuuuyyzzz';

if (ACCENTED.length !== PLAIN.length) throw new Error('fold tables differ in length');

const MAP = new Map([...ACCENTED].map((ch, i) => [ch, PLAIN[i] as string]));

/** Lower-cases and strips the diacritics of the table above, as `foldSql` does in the database. */
export function foldText(text: string): string {
  let out = '';
  for (const ch of text.toLowerCase()) out += MAP.get(ch) ?? ch;
  return out;
}

/** The SQL expression folding a column the same way (`translate(lower(col), …)`). */
export function foldSql(expression: string): string {
  return `translate(lower(${expression}), '${ACCENTED}', '${PLAIN}')`;
}

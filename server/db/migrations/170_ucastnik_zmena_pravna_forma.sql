-- A participant's change of its own data (UCASTNIK_TRHU_ZMENA) proposes the legal form too, as the
-- registration does (migration 140): the register of legal entities publishes it with name and seat,
-- and the approval writes the whole proposal into the participant.
ALTER TABLE ucastnik_zmena ADD COLUMN pravna_forma varchar(100);

-- Proposals still open take the participant's current legal form, so that approving one made
-- before this column existed keeps the legal form instead of clearing it.
UPDATE ucastnik_zmena z SET pravna_forma = u.pravna_forma
  FROM ucastnik_trhu u
 WHERE u.id_ucastnik_trhu = z.id_ucastnik_trhu AND z.stav IN ('ROZPRACOVANA', 'NA_SCHVALENI', 'VRATENA');

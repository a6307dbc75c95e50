-- A market participant's history as a list (ucastnik-trhu/detail, tab "História", spec 2.2 item 9):
-- one row per changed field of each recorded change (zaznam_historia, 022), so the list sorts and
-- filters by when, who, action and field like any other. The fields are those the participant's
-- model declares (server/model/ucastnikTrhuZmena.ts checks the list against it); audit columns and
-- the version never show. Owned by the participant itself: the generic router scopes it by tenant.

-- A stored value as the list shows it: scalars and lists of codes as they are (the screen names
-- codes by the participant's enum texts), an address, contacts, accounts and permits as one line.
CREATE FUNCTION ucastnik_trhu_zmena_hodnota(stlpec text, v jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN v IS NULL OR v = 'null'::jsonb OR v = '[]'::jsonb OR v = '{}'::jsonb THEN NULL
    WHEN stlpec = 'adresa' AND jsonb_typeof(v) = 'object' THEN to_jsonb(nullif(concat_ws(', ',
      nullif(btrim(concat_ws(' ', v ->> 'Ulica', coalesce(v ->> 'OrientacneCislo', v ->> 'PopisneCislo'))), ''),
      nullif(btrim(concat_ws(' ', v ->> 'Psc', v ->> 'Mesto')), ''),
      v ->> 'IdStat'), ''))
    WHEN stlpec = 'kontakty' AND jsonb_typeof(v) = 'array' THEN (
      SELECT to_jsonb(string_agg(btrim(concat_ws(' ', k ->> 'titul', k ->> 'meno', k ->> 'priezvisko'))
        || coalesce(' (' || nullif(concat_ws(', ', k ->> 'email', k ->> 'telefon'), '') || ')', ''), '; '))
      FROM jsonb_array_elements(v) k)
    WHEN stlpec = 'bankove_ucty' AND jsonb_typeof(v) = 'array' THEN (
      SELECT to_jsonb(string_agg(concat_ws(' ', b ->> 'iban', b ->> 'mena'), '; ')) FROM jsonb_array_elements(v) b)
    WHEN stlpec = 'povolenia' AND jsonb_typeof(v) = 'array' THEN (
      SELECT to_jsonb(string_agg(concat_ws(' ', p ->> 'cislo', p ->> 'rozsah'), '; ')) FROM jsonb_array_elements(v) p)
    ELSE v
  END
$$;

CREATE VIEW ucastnik_trhu_zmena AS
SELECT h.id_historia * 100 + f.poradie AS id_zmena,
  h.id_historia, f.poradie,
  h.id_zaznamu AS id_ucastnik_trhu,
  h.akcia, h.zmenil, h.zmenene, f.pole,
  ucastnik_trhu_zmena_hodnota(f.stlpec, h.povodne -> f.stlpec) AS povodna,
  ucastnik_trhu_zmena_hodnota(f.stlpec, h.nove -> f.stlpec) AS nova
FROM zaznam_historia h
CROSS JOIN (VALUES
  (1, 'nazov', 'nazov'), (2, 'pravnaForma', 'pravna_forma'), (3, 'eic', 'eic'), (4, 'typ', 'typ'),
  (5, 'stav', 'stav'), (6, 'ico', 'ico'), (7, 'dic', 'dic'), (8, 'icDph', 'ic_dph'), (9, 'acerKod', 'acer_kod'),
  (10, 'adresa', 'adresa'), (11, 'kontakty', 'kontakty'), (12, 'bankoveUcty', 'bankove_ucty'),
  (13, 'roly', 'roly'), (14, 'povolenia', 'povolenia')
) AS f (poradie, pole, stlpec)
WHERE h.entita = 'ucastnik-trhu'
  -- Changed in what is stored (a contact's function counts too, though its line shows the same);
  -- nothing and an empty list or object are the same.
  AND nullif(nullif(nullif(h.povodne -> f.stlpec, 'null'::jsonb), '[]'::jsonb), '{}'::jsonb)
      IS DISTINCT FROM nullif(nullif(nullif(h.nove -> f.stlpec, 'null'::jsonb), '[]'::jsonb), '{}'::jsonb);

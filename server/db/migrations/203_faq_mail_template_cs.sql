-- FAQ and mail templates in Czech, the UI's third language: /faq shows a Czech reader the Czech
-- question and answer and a mail template's preview answers in Czech, each text falling back to
-- the Slovak one where it has no Czech (an item the operator added without it).
-- Rerunnable: the columns and the view are made only when missing, and only empty texts are filled.
ALTER TABLE faq ADD COLUMN IF NOT EXISTS otazka_cs varchar(300) COLLATE edc_text;
ALTER TABLE faq ADD COLUMN IF NOT EXISTS odpoved_cs varchar(4000);
ALTER TABLE mail_template ADD COLUMN IF NOT EXISTS predmet_cs varchar(200);
ALTER TABLE mail_template ADD COLUMN IF NOT EXISTS text_cs varchar(4000);

-- The view of 082 listed the table's columns as they were then: it takes the new ones too.
CREATE OR REPLACE VIEW faq_publikovana AS SELECT * FROM faq WHERE publikovana;

-- The rows 082 and 084 seed (on every database, new or old: this is the one source of their Czech
-- texts) get them here, once: a row still holding its seeded Slovak question or subject, so one the
-- operator has since rewritten is not paired with a translation of the old text, and a row whose
-- Czech texts the operator has set keeps them.
-- The templates keep every placeholder of their Slovak texts (server/api/mailTemplate.test.ts
-- checks them against the catalogue's knownPlaceholders).
UPDATE faq f SET otazka_cs = v.otazka_cs, odpoved_cs = v.odpoved_cs
  FROM (VALUES
    ('Ako sa prihlásim do portálu?', 'Jak se přihlásím do portálu?',
     'Na úvodní stránce zvolte **Přihlásit** a zadejte přihlašovací jméno a heslo, které jste si zvolili při registraci.'),
    ('Prečo ma aplikácia odhlásila?', 'Proč mě aplikace odhlásila?',
     'Relace se po určité době nečinnosti ukončí. Před jejím koncem vás upozorní dialog; kliknutím na **OK** zůstanete přihlášeni.'),
    ('Ako založím novú zmluvu?', 'Jak založím novou smlouvu?',
     'V menu zvolte *Smlouvy → Založení smlouvy*, vyberte typ smlouvy a postupujte podle kroků průvodce.'),
    ('Ako zaregistrujem výrobné zariadenie?', 'Jak zaregistruji výrobní zařízení?',
     E'Zvolte *Zařízení → Nové výrobní zařízení*. Budete potřebovat:\n\n- EIC kód zařízení (24W…)\n- instalovaný výkon v kW\n- revizní zprávu ve formátu PDF'),
    ('Aké súbory môžem nahrať?', 'Jaké soubory mohu nahrát?',
     'Povolené typy závisí na druhu dokumentu (nejčastěji PDF). Největší velikost souboru je 10 MB.'),
    ('Na koho sa môžem obrátiť s otázkou?', 'Na koho se mohu obrátit s dotazem?',
     'Napište nám na [podpora@edc.local](mailto:podpora@edc.local) nebo použijte schránku v aplikaci.'),
    ('Pripravujeme: elektronický podpis zmlúv', 'Připravujeme: elektronický podpis smluv',
     'Tato otázka zatím není zveřejněna.')
  ) AS v(otazka_sk, otazka_cs, odpoved_cs)
  WHERE f.otazka_sk = v.otazka_sk AND f.otazka_cs IS NULL AND f.odpoved_cs IS NULL;

UPDATE mail_template m SET predmet_cs = v.predmet_cs, text_cs = v.text_cs
  FROM (VALUES
    ('ZMLUVA_SCHVALENA', 'Zmluva {{cisloZmluvy}} bola schválená',
     'Smlouva {{cisloZmluvy}} byla schválena',
     E'Dobrý den, {{meno}} {{priezvisko}},\n\nsmlouva {{cisloZmluvy}} účastníka {{nazovUcastnika}} byla dne {{datum}} schválena.\nPodrobnosti najdete na {{odkaz}}.\n\nS pozdravem\nDatové centrum'),
    ('ZIADOST_DOPLNIT', 'Doplňte prosím žiadosť k zmluve {{cisloZmluvy}}',
     'Doplňte prosím žádost ke smlouvě {{cisloZmluvy}}',
     E'Dobrý den,\n\nvaše žádost ke smlouvě {{cisloZmluvy}} je neúplná. Doplňte ji prosím do {{lehotaDni}} dnů na {{odkaz}}.'),
    ('ZARIADENIE_ZAREGISTROVANE', 'Zariadenie {{eic}} je zaregistrované',
     'Zařízení {{eic}} je zaregistrováno',
     E'Dobrý den,\n\nvýrobní zařízení {{eic}} účastníka {{nazovUcastnika}} bylo dne {{datum}} zaregistrováno.')
  ) AS v(kod, predmet_sk, predmet_cs, text_cs)
  WHERE m.kod = v.kod AND m.predmet_sk = v.predmet_sk AND m.predmet_cs IS NULL AND m.text_cs IS NULL;

-- Code-book items' names in Czech, the UI's third language: the code-book routes, the labels a
-- schema's rules name codes by and the contract types' labels answer a Czech reader with them,
-- and with the Slovak name where an item has none (an operator's item added without one).
-- Rerunnable: the column and the view are made only when missing, and only empty names are filled.
ALTER TABLE edc_ciselnik ADD COLUMN IF NOT EXISTS nazov_cs varchar(200) COLLATE edc_text;

-- The view of 081 listed the table's columns as they were then: it takes the new one too.
CREATE OR REPLACE VIEW edc_ciselnik_platny AS
  SELECT * FROM edc_ciselnik
  WHERE ano_platny
    AND (platnost_od IS NULL OR platnost_od <= current_date)
    AND (platnost_do IS NULL OR platnost_do >= current_date);

-- A database seeded before this script: the seed's items get their Czech names here, once (the
-- seed fills only empty code books, and a later start must not bring back a name the operator
-- has since cleared). Items the operator added keep none until the operator gives one.
-- The same names as server/seed/codeBooks.ts and skupinySeed.ts (server/api/codeBookAdmin.test.ts
-- compares them).
UPDATE edc_ciselnik i SET nazov_cs = v.nazov_cs
  FROM ciselnik c, (VALUES
    ('stat', 'SK', 'Slovensko'),
    ('stat', 'CZ', 'Česko'),
    ('stat', 'AT', 'Rakousko'),
    ('stat', 'BE', 'Belgie'),
    ('stat', 'CS', 'Československo'),
    ('stat', 'FR', 'Francie'),
    ('stat', 'HR', 'Chorvatsko'),
    ('stat', 'IT', 'Itálie'),
    ('stat', 'HU', 'Maďarsko'),
    ('stat', 'DE', 'Německo'),
    ('stat', 'NL', 'Nizozemsko'),
    ('stat', 'PL', 'Polsko'),
    ('stat', 'RO', 'Rumunsko'),
    ('stat', 'SI', 'Slovinsko'),
    ('stat', 'UA', 'Ukrajina'),
    ('bilancna-skupina', '24YBS-ZSE-0001-W', 'Bilanční skupina ZSE Energia'),
    ('bilancna-skupina', '24YBS-SSE-0001-S', 'Bilanční skupina Stredoslovenská energetika'),
    ('bilancna-skupina', '24YBS-VSE-0001-Z', 'Bilanční skupina Východoslovenská energetika'),
    ('bilancna-skupina', '24YBS-EAC-0001-D', 'Bilanční skupina agregátora EAC'),
    ('bilancna-skupina', '24YBS-OZE-0001-5', 'Bilanční skupina výrobců z OZE'),
    ('bilancna-skupina', '24YBS-OLD-0001-S', 'Zrušená bilanční skupina'),
    ('sustava', 'PPS', 'Přenosová soustava SEPS'),
    ('sustava', 'ZSD', 'Západoslovenská distribučná, a.s.'),
    ('sustava', 'SSD', 'Stredoslovenská distribučná, a.s.'),
    ('sustava', 'VSD', 'Východoslovenská distribučná, a.s.'),
    ('sustava', 'MDS_USSK', 'Lokální distribuční soustava U. S. Steel Košice'),
    ('sustava', 'MDS_SLOVNAFT', 'Lokální distribuční soustava Slovnaft'),
    ('sustava', 'MDS_ZSR', 'Lokální distribuční soustava ŽSR'),
    ('sustava', 'MDS_OLD', 'Zrušená lokální distribuční soustava'),
    ('zmluva-typ', 'VSEOBECNA', 'Obecná smlouva'),
    ('zmluva-typ', 'ZPU', 'Smlouva o přístupu a užívání'),
    ('zmluva-typ', 'ZO', 'Smlouva o zúčtování odchylek'),
    ('zmluva-typ', 'KT', 'Smlouva o krátkodobém trhu'),
    ('zmluva-typ', 'RRM_KT', 'Smlouva o reportingu REMIT (krátkodobý trh)'),
    ('zmluva-typ', 'RRM_OTC', 'Smlouva o reportingu REMIT (OTC)'),
    ('zmluva-typ', 'RE', 'Smlouva o registraci záruk původu'),
    ('zmluva-typ', 'AIB', 'Smlouva o účtu v registru AIB'),
    ('zmluva-typ', 'NON_AIB', 'Smlouva o záruce původu mimo AIB'),
    ('zmluva-typ', 'ZOD', 'Smlouva o doplatku'),
    ('zmluva-typ', 'DUA', 'Smlouva o datovém účtu'),
    ('zmluva-typ', 'TPS_TSS', 'Smlouva o technické a systémové službě'),
    ('zmluva-rola-typ', 'VYROBCA', 'Výrobce elektřiny'),
    ('zmluva-rola-typ', 'DODAVATEL', 'Dodavatel elektřiny'),
    ('zmluva-rola-typ', 'AGREGATOR', 'Agregátor'),
    ('zmluva-rola-typ', 'SUBJEKT_ZUCTOVANIA', 'Subjekt zúčtování'),
    ('zmluva-rola-typ', 'ODBERATEL', 'Odběratel'),
    ('zmluva-typ-subjektu-tps-tss', 'POSKYTOVATEL_PPS', 'Poskytovatel podpůrných služeb'),
    ('zmluva-typ-subjektu-tps-tss', 'POSKYTOVATEL_FLEX', 'Poskytovatel flexibility'),
    ('zmluva-typ-subjektu-tps-tss', 'PREVADZKOVATEL_AKU', 'Provozovatel zařízení pro ukládání elektřiny'),
    ('kategoria-technologie', 'SOLAR', 'Sluneční energie'),
    ('kategoria-technologie', 'VIETOR', 'Větrná energie'),
    ('kategoria-technologie', 'VODA', 'Vodní energie'),
    ('kategoria-technologie', 'BIOPLYN', 'Bioplyn'),
    ('kategoria-technologie', 'BIOMASA', 'Biomasa'),
    ('kategoria-technologie', 'GEOTERMAL', 'Geotermální energie'),
    ('kategoria-technologie', 'KOGENERACIA', 'Kogenerace'),
    ('kategoria-technologie', 'INE', 'Jiné'),
    ('typ-podpory', 'BEZ_PODPORY', 'Bez podpory'),
    ('typ-podpory', 'DOPLATOK', 'Doplatek'),
    ('typ-podpory', 'VYKUP', 'Výkup elektřiny'),
    ('typ-podpory', 'PRIPLATOK', 'Příplatek'),
    ('typ-podpory', 'INVESTICNA', 'Investiční podpora'),
    ('stav-zariadenia', 'V_KONANI', 'V řízení'),
    ('stav-zariadenia', 'AKTIVNE', 'Aktivní'),
    ('stav-zariadenia', 'NEAKTIVNE', 'Neaktivní'),
    ('stav-zariadenia', 'ZRUSENE', 'Zrušené'),
    ('typ-ucastnika', 'VYROBCA', 'Výrobce'),
    ('typ-ucastnika', 'DODAVATEL', 'Dodavatel'),
    ('typ-ucastnika', 'AGREGATOR', 'Agregátor'),
    ('typ-ucastnika', 'PDS', 'Provozovatel distribuční soustavy'),
    ('typ-ucastnika', 'OKTE', 'Organizátor krátkodobého trhu'),
    ('document-type', 'ucastnik.vypisOR', 'Výpis z obchodního rejstříku'),
    ('document-type', 'ucastnik.povolenie', 'Licence k podnikání v energetice'),
    ('document-type', 'ucastnik.potvrdenieOVyrobe', 'Potvrzení o výrobě elektřiny'),
    ('document-type', 'ucastnik.potvrdenieOSplneni', 'Potvrzení o splnění podmínek'),
    ('document-type', 'zmluva.podpisana', 'Podepsaná smlouva'),
    ('document-type', 'zmluva.vygenerovana', 'Vygenerovaná smlouva'),
    ('document-type', 'zmluva.priloha', 'Příloha smlouvy'),
    ('document-type', 'vyrobne-zariadenie.fotodokumentacia', 'Fotodokumentace zařízení'),
    ('document-type', 'vyrobne-zariadenie.revizna-sprava', 'Revizní zpráva'),
    ('document-type', 'odberatel.import', 'Import odběratelů'),
    ('document-type', 'reklamacia.priloha', 'Příloha reklamace'),
    ('document-type', 'ucastnik.staraPlnaMoc', 'Plná moc (starý vzor)'),
    ('document-type', 'reklamacia.podklad', 'Podklad k reklamaci'),
    ('document-type', 'reklamacia.odpoved', 'Příloha odpovědi na reklamaci')
  ) AS v(ciselnik, kod, nazov_cs)
  WHERE c.id_ciselnik = i.id_ciselnik AND c.nazov = v.ciselnik AND i.kod = v.kod AND i.nazov_cs IS NULL;

// Reasons of sharing groups, tariff reduction groups and complaints (server/model/skupinaZdielania.ts,
// reklamacia.ts), merged into the server's texts (messages.ts).
export const GROUP_TEXTS = {
  sk: {
    'reason.shareOver': '{field}: podiel odberného miesta {eic} vo všetkých skupinách zdieľania platných v rovnakom čase by bol {total} % (najviac 100 %)',
    'reason.shareOverGroup': '{field}: podiel odberného miesta {eic} prekračuje najväčší podiel skupiny {max} %',
    'reason.adminUnknown': '{field}: používateľský účet s e-mailom {email} neexistuje',
    'reason.coreOnly': '{field}: môžu zmeniť len pracovníci prevádzkovateľa',
    'reason.reopenState': 'Znovu otvoriť možno len vybavenú reklamáciu',
    'reason.portalOnly': 'Reklamáciu znovu otvára účastník trhu na portáli',
    'reason.missingOffset': 'Chýba časový posun {code}',
  },
  en: {
    'reason.shareOver': '{field}: the share of metering point {eic} over all sharing groups valid at the same time would be {total} % (at most 100 %)',
    'reason.shareOverGroup': '{field}: the share of metering point {eic} exceeds the group’s maximum share of {max} %',
    'reason.adminUnknown': '{field}: no user account has the e-mail {email}',
    'reason.coreOnly': '{field}: only the operator’s staff may change it',
    'reason.reopenState': 'Only a resolved complaint can be reopened',
    'reason.portalOnly': 'A complaint is reopened by the market participant in the portal',
    'reason.missingOffset': 'The time offset {code} is missing',
  },
  cs: {
    'reason.shareOver': '{field}: podíl odběrného místa {eic} ve všech skupinách sdílení platných ve stejnou dobu by byl {total} % (nejvýše 100 %)',
    'reason.shareOverGroup': '{field}: podíl odběrného místa {eic} překračuje největší podíl skupiny {max} %',
    'reason.adminUnknown': '{field}: uživatelský účet s e-mailem {email} neexistuje',
    'reason.coreOnly': '{field}: mohou změnit jen pracovníci provozovatele',
    'reason.reopenState': 'Znovu otevřít lze jen vyřízenou reklamaci',
    'reason.portalOnly': 'Reklamaci znovu otevírá účastník trhu na portálu',
    'reason.missingOffset': 'Chybí časový posun {code}',
  },
} as const;

// The one place that says which feature tokens each role grants (spec: shell-routes-workflow 6).
// Tokens are `{feature}#{read|write|create|menu}`; ADMIN allows the cache release.

/**
 * The write token of shared code lists (technologies and their parameters, the code books): rows every
 * participant reads, so only the operator's code-book staff (a core role) change them.
 */
export const SHARED_LIST_WRITE = 'enums#write';

/** The token of a participant's user administrator, and the portal role granting it. */
export const PARTICIPANT_ADMIN_TOKEN = 'ucastnik-trhu#spravca';
const PARTICIPANT_ADMIN_ROLE = 'EDC.SPRAVCA';

const rwc = (feature: string) => [`${feature}#read`, `${feature}#write`, `${feature}#create`];

const PORTAL_USER = [
  'edc#pouzivatel',
  'ucastnik-trhu#read',
  'zmluvy#read',
  'zmluvy#create',
  'vyrobne-zariadenia#read',
  'vyrobne-zariadenia#write',
  'vyrobne-zariadenia#create',
  'akumulacne-zariadenia#read',
  // Participants keep their storage devices' data as they keep their production devices'.
  'akumulacne-zariadenia#write',
  'odberne-miesta#read',
  'skupiny-zdielania#read',
  // Producers and suppliers may ask for a sharing group (the operator approves it).
  'skupiny-zdielania#create',
  'reklamacie#read',
  'zamietnutie-ziadosti#read',
  'kontrola#oom',
  'semafor#menu',
  'zodpovednost-za-odchylku#menu',
  // Ask a balance-responsible party to take over the participant's imbalance (it consents with #menu).
  'zodpovednost-za-odchylku#write',
];

/** Role name → the tokens it grants. */
export const ROLE_TOKENS: Readonly<Record<string, readonly string[]>> = {
  'EDC.NAVSTEVNIK.IDENTITA': ['zmluvy#navstevnik#create'],
  'EDC.VYROBCA': PORTAL_USER,
  'EDC.DODAVATEL': [
    ...PORTAL_USER,
    'odberatelia#read',
    'odberatelia#write',
    'odberatelia#create',
    'skupiny-zdielania#write',
    'ponizenie#read',
  ],
  'EDC.AGREGATOR': [...PORTAL_USER, ...rwc('agregacia')],
  'EDC.OPERATOR': [
    ...rwc('ucastnik-trhu'),
    ...rwc('zmluvy'),
    ...rwc('vyrobne-zariadenia'),
    ...rwc('akumulacne-zariadenia'),
    ...rwc('skupiny-zdielania'),
    'odberne-miesta#read',
    'odberatelia#read',
    'ponizenie#read',
    'ponizenie#write',
    'agregacia#read',
    'reklamacie#read',
    'reklamacie#write',
    'zamietnutie-ziadosti#read',
    'zmluvy-processing#read',
    'notification-history#read',
    'user#read',
    // Core screens of the data centre: the chain (read), the EIC check and the status board.
    'zodpovednost-za-odchylku#menu',
    'kontrola#oom',
    'semafor#menu',
    'semafor#write',
  ],
  /**
   * A participant's user administrator (správca): approves who may act for the participant (link
   * requests, PRIRADENIE_UCASTNIKA). A portal role held beside the market roles.
   */
  [PARTICIPANT_ADMIN_ROLE]: [PARTICIPANT_ADMIN_TOKEN],
  // Contractual department: code-books and application configuration.
  'EDC.OPERATOR.ZMLUVNE': [SHARED_LIST_WRITE, 'app-config#write', 'doc-template#write', 'app-qa#write', 'portal#user#write'],
};

/** Every token the application knows; the admin role has all of them. */
export const ALL_TOKENS: readonly string[] = [
  ...new Set([
    ...Object.values(ROLE_TOKENS).flat(),
    ...rwc('odberatelia'),
    ...rwc('agregacia'),
    ...rwc('reklamacie'),
    'ponizenie#create',
    'odberne-miesta#write',
    // The failed background jobs screen and its retry (server/model/backgroundJob.ts).
    'background-job#read',
    'background-job#write',
    'ADMIN',
  ]),
].sort();

/** The administrator role: every token, ADMIN included. */
export const ADMIN_ROLE = 'EDC.ADMIN';

/** Roles of the operator's staff (core variant): they act for no participant and see every one's data. */
export const CORE_ROLES: readonly string[] = ['EDC.OPERATOR', 'EDC.OPERATOR.ZMLUVNE', ADMIN_ROLE];

/** True for operator staff, whose reads of participant-owned data are not limited to one tenant. */
export function isCoreUser(roles: readonly string[]): boolean {
  return roles.some((r) => CORE_ROLES.includes(r));
}

/** The tokens granted by a set of roles, sorted and unique; unknown roles grant nothing. */
export function tokensForRoles(roles: readonly string[]): string[] {
  if (roles.includes(ADMIN_ROLE)) return [...ALL_TOKENS];
  const tokens = new Set<string>();
  for (const role of roles) for (const token of ROLE_TOKENS[role] ?? []) tokens.add(token);
  return [...tokens].sort();
}

/** The portal roles that grant a token (core roles excluded: staff are members of no participant). */
export function rolesGranting(token: string): string[] {
  return Object.entries(ROLE_TOKENS)
    .filter(([role, tokens]) => !CORE_ROLES.includes(role) && tokens.includes(token))
    .map(([role]) => role)
    .sort();
}

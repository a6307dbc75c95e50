/** A market participant the user may work for (spec 3: tenant). */
export interface Participant {
  idUcastnikTrhu: number;
  nazov: string;
}

/** Answer of `GET /environment/info` (contract.md). */
export interface EnvironmentInfo {
  login: string;
  role: string[];
  gdprExpired: boolean;
  holidays: string[];
  timeOffset: Record<string, { dni: number; anoPracDni: boolean }>;
  userInfo: { login: string; meno: string; priezvisko: string; email: string; role: string[] };
  tokens: string[];
  /** The user's stored roles differ from the token's (granted or taken since): renew the token. */
  rolesChanged?: boolean;
  tenant: Participant | null;
  ucastnici: Participant[];
  appConfig: {
    environment: 'local' | 'test' | 'production';
    allowReduction: boolean;
    buildNumber: string;
    /** The languages app-config offers now (absent from older servers: the UI config's apply). */
    languages?: string[];
    /** app-config's largest upload in bytes (the file fields check it before sending). */
    uploadMaxBytes?: number;
    /** app-config's news settings: whether the banner shows, and its rotation in seconds. */
    newsEnabled?: boolean;
    newsRotationSeconds?: number;
  };
}

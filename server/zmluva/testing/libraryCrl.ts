// CRLs for tests written by pkijs (where openssl's `ca -gencrl` cannot: no nextUpdate, a delta CRL,
// a partitioned CRL, an unknown critical extension), signed with the CA's key through WebCrypto.
import { webcrypto } from 'node:crypto';
import { Integer, Null } from 'asn1js';
import { Certificate, CertificateRevocationList, Extension, Extensions, GeneralName, IssuingDistributionPoint, RevokedCertificate, Time } from 'pkijs';
import type { TestCa } from './asiceContainer';

export interface LibraryCrlOptions {
  /** Revoked serials (upper-case hexadecimal) and when. */
  revoked?: readonly { serioveCislo: string; since: Date }[];
  thisUpdate?: Date;
  /** Default 30 days after thisUpdate; null: the CRL names no next update. */
  nextUpdate?: Date | null;
  /** A delta CRL (deltaCRLIndicator naming base CRL 1). */
  delta?: boolean;
  /** An issuingDistributionPoint: the CRL covers only what it names. */
  scope?: { distributionPointUri?: string; onlyContainsUserCerts?: boolean; onlyContainsCACerts?: boolean };
  /** A critical CRL extension no verifier knows. */
  unknownCritical?: boolean;
}

const der = (pem: string) => Buffer.from(pem.replace(/-----[^-]+-----|\s+/g, ''), 'base64');
const extension = (extnID: string, critical: boolean, value: { toBER(): ArrayBuffer }) => new Extension({ extnID, critical, extnValue: value.toBER() });

/** A CRL (PEM) of `ca`, signed with SHA-256 by its RSA key. */
export async function libraryCrl(ca: TestCa, options: LibraryCrlOptions = {}): Promise<string> {
  const thisUpdate = options.thisUpdate ?? new Date(Math.floor(Date.now() / 1000) * 1000 - 60_000);
  const nextUpdate = options.nextUpdate === undefined ? new Date(thisUpdate.getTime() + 30 * 86_400_000) : options.nextUpdate;
  const crl = new CertificateRevocationList();
  crl.version = 1;
  crl.issuer = Certificate.fromBER(der(ca.certificatePem)).subject;
  crl.thisUpdate = new Time({ type: 0, value: thisUpdate });
  if (nextUpdate) crl.nextUpdate = new Time({ type: 0, value: nextUpdate });
  const revoked = options.revoked ?? [];
  if (revoked.length > 0) {
    crl.revokedCertificates = revoked.map(
      (r) => new RevokedCertificate({ userCertificate: new Integer({ valueHex: Buffer.from(r.serioveCislo.length % 2 ? `0${r.serioveCislo}` : r.serioveCislo, 'hex') }), revocationDate: new Time({ type: 0, value: r.since }) }),
    );
  }
  const extensions = [extension('2.5.29.20', false, new Integer({ value: 2 }))];
  if (options.delta) extensions.push(extension('2.5.29.27', true, new Integer({ value: 1 })));
  if (options.scope) {
    const { distributionPointUri, onlyContainsUserCerts = false, onlyContainsCACerts = false } = options.scope;
    const point = new IssuingDistributionPoint({ onlyContainsUserCerts, onlyContainsCACerts, ...(distributionPointUri ? { distributionPoint: [new GeneralName({ type: 6, value: distributionPointUri })] } : {}) });
    extensions.push(extension('2.5.29.28', true, point.toSchema()));
  }
  if (options.unknownCritical) extensions.push(new Extension({ extnID: '1.3.6.1.4.1.99999.9', critical: true, extnValue: new Null().toBER() }));
  crl.crlExtensions = new Extensions({ extensions });
  const key = await webcrypto.subtle.importKey('pkcs8', der(ca.keyPem), { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' }, false, ['sign']);
  await crl.sign(key, 'SHA-256');
  const body = Buffer.from(crl.toSchema().toBER()).toString('base64').replace(/(.{64})/g, '$1\n');
  return `-----BEGIN X509 CRL-----\n${body}\n-----END X509 CRL-----\n`;
}

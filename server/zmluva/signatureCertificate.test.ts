import { describe, expect, it } from 'vitest';
import { manualSignatureEnabled } from './podpisanie';
import { signerCertificate } from './signatureCertificate';
import { SIGNED_CONTRACT_CERTIFICATE, signedContractP7m, signedContractPdf, unsignedContractPdf } from './testing/signedContract';

describe('the signer certificate of a signed contract', () => {
  it('is read from a PDF signature and from a CMS (.p7m): the end-entity certificate, not the CA', () => {
    expect(signerCertificate(signedContractPdf())).toEqual(SIGNED_CONTRACT_CERTIFICATE);
    expect(signerCertificate(signedContractP7m())).toEqual(SIGNED_CONTRACT_CERTIFICATE);
  });

  it('is none for an unsigned PDF, a truncated signature or random bytes', () => {
    expect(signerCertificate(unsignedContractPdf())).toBeNull();
    expect(signerCertificate(signedContractP7m().subarray(0, 900))).toBeNull();
    expect(signerCertificate(Buffer.from([0x30, 0x82, 0x05, 0x00, 0x30, 0x82, 0x04, 0x00, ...Array<number>(600).fill(7)]))).toBeNull();
    expect(signerCertificate(Buffer.alloc(0))).toBeNull();
  });
});

describe('the manual-signature checkbox', () => {
  it('is enabled unless the environment turns it off', () => {
    expect(manualSignatureEnabled({})).toBe(true);
    expect(manualSignatureEnabled({ EDC_MANUAL_SIGNATURE: '1' })).toBe(true);
    expect(manualSignatureEnabled({ EDC_MANUAL_SIGNATURE: '0' })).toBe(false);
    expect(manualSignatureEnabled({ EDC_MANUAL_SIGNATURE: 'false' })).toBe(false);
    expect(manualSignatureEnabled({ EDC_MANUAL_SIGNATURE: 'OFF' })).toBe(false);
  });
});

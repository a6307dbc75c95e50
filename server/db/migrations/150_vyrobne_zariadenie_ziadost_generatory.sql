-- A production-device registration request carries its generators as rows (the generator entity's
-- fields, server/bpm/vyrobneZariadenieGeneratory.ts); the approval inserts them with the device, in
-- one transaction, so a device is never AKTIVNE without a generator. The request's number of
-- generators is the number of rows: pocet_generatorov is no longer written by the request (kept for
-- the requests decided before).
ALTER TABLE vyrobne_zariadenie_ziadost
  ADD COLUMN generatory jsonb NOT NULL DEFAULT '[]'::jsonb CONSTRAINT vyrobne_zariadenie_ziadost_generatory_ck CHECK (jsonb_typeof(generatory) = 'array');

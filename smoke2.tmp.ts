import { migrate } from './server/db/migrate';
import { openPglite } from './server/db/pglite';
import { seedIfEmpty } from './server/seed/seed';
import { seedParticipantsIfEmpty } from './server/seed/participantsSeed';
const db = await openPglite('memory://');
await migrate(db);
await seedIfEmpty(db);
await db.query("DELETE FROM app_user WHERE password_hash = '!'");
await db.query("DELETE FROM ucastnik_trhu WHERE id_ucastnik_trhu > 9");
await db.query("UPDATE ucastnik_trhu SET adresa = NULL");
for (let i = 0; i < 2; i++) {
const t0 = performance.now();
await seedParticipantsIfEmpty(db);
console.log('participants seed ms', Math.round(performance.now() - t0));
await db.query("DELETE FROM app_user WHERE password_hash = '!'");
await db.query("DELETE FROM ucastnik_trhu WHERE id_ucastnik_trhu > 9");
await db.query("UPDATE ucastnik_trhu SET adresa = NULL");
}
await db.close();

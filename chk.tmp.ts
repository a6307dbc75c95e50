import { bearer, loginWithPassword, startTestServer } from './server/testing/harness';
const s = await startTestServer();
const t = (await loginWithPassword(s.app, 'operator')).access_token;
for (const q of ['?sort(+priezvisko,+meno)&limit(10,0)&count()', '?select(idPouzivatel,login,priezvisko,meno,email,typ,stav,poslednePrihlasenie)&sort(+priezvisko,+meno)&limit(10,0)&count()']) {
  const t0 = performance.now();
  const r = await s.app.inject({ method: 'GET', url: '/portalbl/svc/edc/iam/user-management/' + q, headers: bearer(t) });
  console.log(r.statusCode, Math.round(performance.now() - t0), r.body.slice(0, 300));
}
const r2 = await s.app.inject({ method: 'GET', url: '/portalbl/svc/edc/iam/user-management/schema/post/request', headers: bearer(t) });
console.log(r2.statusCode, r2.body.slice(0, 200));
await s.close();

/**
 * The gallery form's body once every widget holds a valid value: what the form posts
 * (src/gallery/GalleryPage.widgets.test.tsx) and what the server accepts (tests/agreement/galleryServer.test.ts).
 */
export const VALID_BODY = {
  text: 'abc',
  psc: '84101',
  eic: '24XZSE-ENERGIA-I',
  eicParticipant: '24XZSE-ENERGIA-I',
  eicMulti: '24XZSE-ENERGIA-I 24ZSS1234567890H',
  iban: 'SK3112000000198742637541',
  ibanSk: 'SK3112000000198742637541',
  phone: '+421908123456',
  mobiles: '+421908123456, +421911222333',
  email: 'jana@seps.sk',
  emails: 'a@seps.sk b@okte.cz',
  personalId: '800101/1238',
  url: 'https://www.okte.sk/',
  year: '2025',
  monthYear: '2025-03-01',
  date: '2024-02-29',
  businessDate: '2025-01-07',
  time: '08:30',
  dateRange: '2025-01-01/2025-01-31',
  consent: true,
};

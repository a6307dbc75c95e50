import { expect, test, type Page } from '@playwright/test';
import { asiceSignatureXml } from '../../server/zmluva/asice';
import { asiceContainer, testSigner, zipOf } from '../../server/zmluva/testing/asiceContainer';
import { contractAtSignature } from './contract-support';
import { accessToken, api } from './support';
import { session } from './workflow-support';

// The contract register and signing: a contract the imbalance process created is in the register
// in process; its detail offers "Podpísať" to the participant who signs (not to the operator or
// another participant); the signing page takes an ASiC-E container, refuses a broken one or one whose
// signature does not verify with a translated reason, and shows the signer certificates of its
// verified XAdES signatures (spec 2.2, 9). A contract in process is its process's to write: no edit.
test.describe.configure({ mode: 'serial' });

/** Searches the register for a number (filter by state too) and opens its only row's detail. */
async function openInRegister(page: Page, number: string): Promise<void> {
  await page.getByRole('navigation').getByRole('link', { name: 'Zmluvy', exact: true }).click();
  await expect(page).toHaveURL(/\/zmluva\/vyhladanie/);
  await page.getByRole('textbox', { name: 'Číslo zmluvy', exact: true }).fill(number);
  await page.getByRole('textbox', { name: 'Stav', exact: true }).or(page.getByLabel('Stav', { exact: true })).first().click();
  await page.getByRole('option', { name: 'V procese', exact: true }).click();
  await page.getByRole('button', { name: 'Hľadať' }).click();
  await expect(page).toHaveURL(/stav=V_PROCESE/);
  const rows = page.getByRole('row').filter({ hasText: number });
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('V procese');
  await expect(rows).toContainText('Zmluva o zúčtovaní odchýlky');
  await rows.click();
  await expect(page).toHaveURL(/\/zmluva\/detail\/\d+$/);
  // The form loads lazily: its own field first.
  await expect(page.getByRole('textbox', { name: /^Číslo zmluvy/ })).toHaveValue(number);
}

test('producer finds its contract in process in the register, signs it from there with an ASiC-E container', async ({ browser }) => {
  test.setTimeout(150_000);
  const producer = await session(browser, 'producer', 'portal');
  const { number } = await contractAtSignature(producer);

  await openInRegister(producer, number);
  const detailUrl = producer.url();
  await producer.getByRole('link', { name: 'Podpísať', exact: true }).click();
  await expect(producer).toHaveURL(/\/zmluva\/podpisanie\/\d+$/);
  await expect(producer.getByRole('heading', { name: `Podpísanie zmluvy ${number}` })).toBeVisible();

  // The generated contract first (it is what gets signed).
  const [download] = await Promise.all([producer.waitForEvent('download'), producer.getByRole('button', { name: 'Stiahnuť zmluvu' }).click()]);
  expect(download.suggestedFilename()).toBe(`${number}.docx`);

  // A container without any signature: uploaded, then refused on submit with the reason.
  const submit = producer.getByRole('button', { name: 'Odoslať podpísanú zmluvu' });
  const broken = zipOf({ mimetype: 'application/vnd.etsi.asic-e+zip', 'zmluva.pdf': '%PDF-1.7\n%%EOF\n' });
  await producer.getByTestId('signed-file').setInputFiles({ name: 'bez-podpisu.asice', mimeType: 'application/vnd.etsi.asic-e+zip', buffer: broken });
  await expect(producer.getByTestId('signed-file-name')).toContainText('bez-podpisu.asice');
  await submit.click();
  await expect(producer.getByRole('alert').filter({ hasText: 'Kontajner ASiC-E bez-podpisu.asice neobsahuje žiadny podpis' })).toBeVisible();
  await expect(producer.getByText('Zmluva zatiaľ nebola podpísaná.')).toBeVisible();

  // The container signed by two (a certificate made now with openssl, a XAdES signature each).
  const novak = testSigner('/C=SK/O=Solárny park Lučenec s.r.o./CN=Ján Novák');
  const kovac = testSigner('/C=SK/O=Solárny park Lučenec s.r.o./CN=Martin Kováč');

  // Its signatures with the contract changed after signing: they do not verify, and the page says whose and what.
  const tampered = zipOf({
    mimetype: 'application/vnd.etsi.asic-e+zip',
    'zmluva.pdf': '%PDF-1.7\n% Zmluva so zmenenou sumou\n%%EOF\n',
    'META-INF/signatures0.xml': asiceSignatureXml(asiceContainer([novak]))[0] as string,
  });
  await producer.getByTestId('signed-file').setInputFiles({ name: 'zmenena.asice', mimeType: 'application/vnd.etsi.asic-e+zip', buffer: tampered });
  await expect(producer.getByTestId('signed-file-name')).toContainText('zmenena.asice');
  await submit.click();
  await expect(producer.getByRole('alert').filter({ hasText: 'Podpis Ján Novák v kontajneri ASiC-E zmenena.asice nie je platný: zmluva.pdf bol po podpise zmenený' })).toBeVisible();
  await expect(producer.getByText('Zmluva zatiaľ nebola podpísaná.')).toBeVisible();

  // Signed with a certificate no trusted CA issued (self-signed): refused by the signer's name.
  const selfSigned = testSigner('/C=SK/O=Solárny park Lučenec s.r.o./CN=Ján Novák', 730, 'rsa', 'self');
  await producer.getByTestId('signed-file').setInputFiles({ name: 'nedoveryhodny.asice', mimeType: 'application/vnd.etsi.asic-e+zip', buffer: asiceContainer([selfSigned]) });
  await expect(producer.getByTestId('signed-file-name')).toContainText('nedoveryhodny.asice');
  await submit.click();
  await expect(producer.getByRole('alert').filter({ hasText: 'Certifikát podpisovateľa Ján Novák v kontajneri ASiC-E nedoveryhodny.asice nevydala dôveryhodná kvalifikovaná certifikačná autorita' })).toBeVisible();
  await expect(producer.getByText('Zmluva zatiaľ nebola podpísaná.')).toBeVisible();

  await producer.getByTestId('signed-file').setInputFiles({ name: 'zmluva-podpisana.sce', mimeType: 'application/vnd.etsi.asic-e+zip', buffer: asiceContainer([novak, kovac]) });
  await expect(producer.getByTestId('signed-file-name')).toContainText('zmluva-podpisana.sce');
  await submit.click();
  await expect(producer.getByTestId('signing-done')).toHaveText(`Zmluva o zúčtovaní odchýlky ${number} bola odoslaná na schválenie`);
  const signatures = producer.getByTestId('signatures');
  await expect(signatures.getByRole('columnheader', { name: 'Sériové číslo certifikátu' })).toBeVisible();
  await expect(signatures).toContainText('zmluva-podpisana.sce');
  await expect(signatures).toContainText('CN=Ján Novák');
  await expect(signatures).toContainText('CN=Martin Kováč');
  await expect(signatures).toContainText(novak.serioveCislo);
  await expect(signatures).toContainText(kovac.serioveCislo);
  await expect(signatures.getByTestId('certificate-value').filter({ hasText: novak.serioveCislo })).toHaveCount(1);

  // Back in the register: still in process (waiting for approval), nothing left to sign.
  await producer.goto(detailUrl);
  await expect(producer.getByRole('textbox', { name: /^Číslo zmluvy/ })).toHaveValue(number);
  await expect(producer.getByRole('combobox', { name: /^Stav/ })).toHaveValue('V procese');
  await expect(producer.getByRole('link', { name: 'Podpísať', exact: true })).toHaveCount(0);
});

test('the operator sees the contract in process but is not offered to sign it; another participant does not see it', async ({ browser }) => {
  test.setTimeout(120_000);
  const producer = await session(browser, 'producer', 'portal');
  const { number } = await contractAtSignature(producer);

  const operator = await session(browser, 'operator', 'core');
  await openInRegister(operator, number);
  const idRegister = Number(/detail\/(\d+)$/.exec(operator.url())?.[1]);
  // The header's buttons are there (history), the signing link is not.
  await expect(operator.getByRole('button', { name: 'História zmien' })).toBeVisible();
  await expect(operator.getByRole('link', { name: 'Podpísať', exact: true })).toHaveCount(0);
  // Its process writes it: no Upraviť, and the detail says why; the server refuses an edit as well.
  await expect(operator.getByTestId('detail-locked')).toHaveText(/^Zmluvu práve uzatvára proces \(stav V procese\)/);
  await expect(operator.getByRole('button', { name: 'Upraviť', exact: true })).toHaveCount(0);
  // Nor the contacts window (it writes the contract, which the server refuses below by the same rule).
  await expect(operator.getByRole('button', { name: 'Kontakty', exact: true })).toHaveCount(0);
  const operatorAuth = { authorization: `Bearer ${await accessToken(operator)}`, 'x-language': 'sk' };
  const row = (await (await operator.request.get(api(`/portal/zmluvy/zmluva/${idRegister}`), { headers: operatorAuth })).json()) as Record<string, unknown>;
  const { idZmluva: _id, ucastnikNazov: _n, ucastnikEic: _e, ucastnik: _u, meniProces: _m, dovodUkoncenia: _d, datumUkoncenia: _t, ...body } = row;
  const edited = await operator.request.post(api(`/portal/zmluvy/zmluva/${idRegister}`), { headers: operatorAuth, data: { ...body, predmet: 'Zmena mimo procesu' } });
  expect(edited.status()).toBe(409);
  expect(((await edited.json()) as { hints: { reasons: string[] } }).hints.reasons).toEqual([`Zmluvu ${number} práve uzatvára proces: kým neskončí, mení ju len on; upraviť ju možno po jeho skončení`]);
  const asOperator = await operator.request.get(api(`/portal/zmluvy/zmluva/${idRegister}/podpisanie`), { headers: { authorization: `Bearer ${await accessToken(operator)}` } });
  expect(await asOperator.json()).toMatchObject({ idZmluva: idRegister, mozePodpisat: false });

  // The producer is offered it (the same contract, by its register id).
  const asProducer = await producer.request.get(api(`/portal/zmluvy/zmluva/${idRegister}/podpisanie`), { headers: { authorization: `Bearer ${await accessToken(producer)}` } });
  expect(await asProducer.json()).toMatchObject({ idZmluva: idRegister, mozePodpisat: true, idPodpisanie: expect.any(Number) });

  // The supplier, for each of its participants: not found.
  const supplier = await session(browser, 'supplier', 'portal');
  const auth = { authorization: `Bearer ${await accessToken(supplier)}` };
  const info = (await (await supplier.request.get(api('/environment/info'), { headers: auth })).json()) as { ucastnici: { idUcastnikTrhu: number }[] };
  expect(info.ucastnici.length).toBeGreaterThan(0);
  for (const { idUcastnikTrhu } of info.ucastnici) {
    const asSupplier = await supplier.request.get(api(`/portal/zmluvy/zmluva/${idRegister}/podpisanie`), { headers: { ...auth, 'X-Tenant': String(idUcastnikTrhu) } });
    expect(asSupplier.status()).toBe(404);
  }
});

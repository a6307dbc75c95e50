import { beforeAll, describe, expect, it } from 'vitest';
import '../../engine/react/testing/jsdomStubs';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { JsonSchema } from '../../engine/core/form';
import type { HttpResult } from '../../engine/core/http';
import { fakeHttp, okResult, type FakeHttp } from '../../engine/react/testing/fakeHttp';
import { EngineProvider } from '../../engine/react';
import { widgets } from '../../widgets';
import { setupTexts } from '../testing/renderWithShell';
import { GalleryForm } from './GalleryPage';
import { VALID_BODY } from './validGalleryBody';
import { marketToday } from '../../engine/core/validation/marketDay';

// The widget gallery with the real texts, as a user fills it: each widget's message for a bad
// value in Slovak and English, the submit, and the date range dialog. (These were end-to-end tests;
// what the server answers stays in tests/e2e/forms-gallery.spec.ts.)

/** The server's gallery schema (server/api/gallery/schema.ts), the fields these tests type into. */
const SCHEMA: JsonSchema = {
  type: 'object',
  properties: {
    text: { type: 'string', minChars: 3, maxLength: 50 },
    year: { type: ['string', 'null'], format: 'year' },
    monthYear: { type: ['string', 'null'], format: 'month-year' },
    date: { type: ['string', 'null'], format: 'date' },
    businessDate: { type: ['string', 'null'], format: 'business-date' },
    time: { type: ['string', 'null'], format: 'time' },
    dateRange: { type: ['string', 'null'], format: 'date-range' },
    eic: { type: ['string', 'null'], format: 'eic' },
    eicParticipant: { type: ['string', 'null'], format: 'eic', eicPrefix: ['VE', 'DOD', 'AGR'] },
    eicMulti: { type: ['string', 'null'], format: 'eic-multi', maxEics: 3 },
    iban: { type: ['string', 'null'], format: 'iban' },
    ibanSk: { type: ['string', 'null'], format: 'iban-sk' },
    phone: { type: ['string', 'null'], format: 'phone-sk' },
    mobiles: { type: ['string', 'null'], format: 'mobile-list' },
    email: { type: ['string', 'null'], format: 'email' },
    emails: { type: ['string', 'null'], format: 'email-multi', emailDomains: ['sk', 'cz'] },
    psc: { type: ['string', 'null'], format: 'psc' },
    personalId: { type: ['string', 'null'], format: 'rodne-cislo' },
    url: { type: ['string', 'null'], format: 'url' },
    consent: { type: 'boolean', const: true },
  },
  required: ['text', 'consent'],
  additionalProperties: false,
} as JsonSchema;

const CASES: { field: string; valid: string; invalid: string; sk: string; en: string }[] = [
  { field: 'text', valid: 'abc', invalid: 'ab', sk: 'Počet znakov musí byť aspoň 3', en: 'Enter at least 3 characters' },
  { field: 'psc', valid: '84101', invalid: '8410', sk: 'PSČ musí mať 5 číslic (napr. 841 01)', en: 'The postal code must have 5 digits (e.g. 841 01)' },
  { field: 'eic', valid: '24XZSE-ENERGIA-I', invalid: '24XZSE-ENERGIA-A', sk: 'EIC kód má nesprávny kontrolný znak „A“ (16. znak); skontrolujte, či je kód opísaný presne', en: 'The EIC code has a wrong check character "A" (the 16th); check that the code is copied exactly' },
  { field: 'eicParticipant', valid: '24XZSE-ENERGIA-I', invalid: '24ZSS1234567890H', sk: 'EIC kód musí začínať na ??X', en: 'The EIC code must start with ??X' },
  {
    field: 'eicMulti',
    valid: '24XZSE-ENERGIA-I 24ZSS1234567890H',
    invalid: '24XZSE-ENERGIA-I 24ZSS1234567890H 10YSK-SEPS-----K 10X1001A1001A094',
    sk: 'Zadajte najviac 3 EIC kódov',
    en: 'Enter at most 3 EIC codes',
  },
  { field: 'iban', valid: 'SK3112000000198742637541', invalid: 'SK3112000000198742637542', sk: 'IBAN nie je platný', en: 'The IBAN is not valid' },
  { field: 'ibanSk', valid: 'SK3112000000198742637541', invalid: 'CZ6508000000192000145399', sk: 'IBAN musí byť slovenský a mať 24 znakov', en: 'The IBAN must be Slovak and have 24 characters' },
  {
    field: 'phone',
    valid: '0908 123 456',
    invalid: '0100 123 456',
    sk: 'Telefónne číslo nie je platné (napr. +421 908 123 456 alebo 0908 123 456)',
    en: 'The phone number is not valid (e.g. +421 908 123 456 or 0908 123 456)',
  },
  { field: 'mobiles', valid: '+421908123456, +421911222333', invalid: '+421908123456 0908123456', sk: 'Neplatné mobilné číslo 0908123456 (tvar +421XXXXXXXXX)', en: 'Invalid mobile number 0908123456 (format +421XXXXXXXXX)' },
  { field: 'email', valid: 'jana@seps.sk', invalid: 'jana@', sk: 'Email nie je platný', en: 'The e-mail is not valid' },
  { field: 'emails', valid: 'a@seps.sk b@okte.cz', invalid: 'a@seps.sk b@gmail.com', sk: 'E-mailová adresa b@gmail.com musí patriť do domény sk, cz', en: 'The e-mail address b@gmail.com must belong to the domain sk, cz' },
  { field: 'personalId', valid: '800101/1238', invalid: '800101/1234', sk: 'Neplatné rodné číslo (formát RRMMDD/NNNK)', en: 'Invalid personal ID (format RRMMDD/NNNK)' },
  { field: 'url', valid: 'https://www.okte.sk/', invalid: 'www.okte.sk', sk: 'Adresa URL nie je platná', en: 'The URL is not valid' },
  { field: 'year', valid: '2025', invalid: '25', sk: 'Neplatný formát roku', en: 'Invalid year format' },
  { field: 'monthYear', valid: '3/2025', invalid: '13/2025', sk: 'Neplatný mesiac (zadajte mesiac a rok)', en: 'Invalid month (enter a month and a year)' },
  { field: 'date', valid: '29.2.2024', invalid: '31.2.2024', sk: 'Neplatný formát dátumu (napr. D.M.RRRR, DDMMRRRR)', en: 'Invalid date format (e.g. D.M.YYYY, DDMMYYYY)' },
  { field: 'businessDate', valid: '7.1.2025', invalid: '6.1.2025', sk: 'Dátum musí byť pracovný deň', en: 'The date must be a business day' },
  { field: 'time', valid: '8:30', invalid: '25:00', sk: 'Neplatný formát času (napr. 08:30)', en: 'Invalid time format (e.g. 08:30)' },
  { field: 'dateRange', valid: '1.1.2025 - 31.1.2025', invalid: '31.1.2025 - 1.1.2025', sk: 'Dátum do nesmie byť skôr ako dátum od', en: 'The end date must not be before the start date' },
];


function galleryHttp(): FakeHttp {
  return fakeHttp({
    get: async <T,>(path: string) => {
      if (path === '/ui/gallery/schema/post/request') return okResult(SCHEMA) as HttpResult<T>;
      if (path.endsWith('/limit')) return okResult({ maxBytes: 1048576 }) as HttpResult<T>;
      throw new Error(`unexpected GET ${path}`);
    },
    post: async <T,>() => okResult({ ok: true }) as HttpResult<T>,
  });
}

const NO_TOKENS: ReadonlySet<string> = new Set();
const HOLIDAYS = ['2025-01-06'];

function renderGallery(http = galleryHttp()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <EngineProvider http={http} tokens={NO_TOKENS} holidays={HOLIDAYS} widgets={widgets}>
          <GalleryForm />
        </EngineProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return http;
}

const field = (name: string) => document.getElementById(`root_${name}`) as HTMLInputElement;

async function formShown() {
  await waitFor(() => expect(field('psc')).toBeInTheDocument());
}

/** Types a value and leaves the field, as a user does. */
function typeAndLeave(input: HTMLInputElement, value: string) {
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

async function checkMessages(language: 'sk' | 'en') {
  for (const c of CASES) {
    const message = c[language];
    typeAndLeave(field(c.field), c.invalid);
    expect(await screen.findByText(message, { exact: true }), `${c.field} refuses ${c.invalid}`).toBeInTheDocument();
    typeAndLeave(field(c.field), c.valid);
    await waitFor(() => expect(screen.queryByText(message, { exact: true }), `${c.field} accepts ${c.valid}`).not.toBeInTheDocument());
  }
}

describe('widget gallery in Slovak', () => {
  beforeAll(async () => {
    await setupTexts('sk');
  });

  it('every widget explains an invalid value and accepts a valid one; the valid form is posted as the server reads it', async () => {
    const http = renderGallery();
    await formShown();
    await checkMessages('sk');
    const user = userEvent.setup();
    await user.click(screen.getByLabelText(/Súhlasím s podmienkami/));
    await user.click(screen.getByRole('button', { name: 'Skontrolovať na serveri' }));
    await waitFor(() => expect(http.post).toHaveBeenCalled());
    expect(http.post.mock.calls[0]?.[0]).toBe('/ui/gallery/');
    expect(http.post.mock.calls[0]?.[1]).toEqual(VALID_BODY);
    expect(await screen.findByTestId('gallery-server-ok')).toBeInTheDocument();
  });

  it('an invalid submit shows the errors of untouched required fields, focuses the first invalid field and posts nothing', async () => {
    const http = renderGallery();
    await formShown();
    typeAndLeave(field('psc'), '8410');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Skontrolovať na serveri' }));
    expect(await screen.findByText('Pole musí byť zaškrtnuté')).toBeInTheDocument();
    await waitFor(() => expect(field('text')).toHaveFocus());
    expect(http.post).not.toHaveBeenCalled();
  });

  it('the date range dialog: 650 wide, durations after a valid start, shifts keeping the month end, OK stores the range', async () => {
    renderGallery();
    await formShown();
    const user = userEvent.setup();
    await user.click(screen.getByTestId('root_dateRange-dialog'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Výber obdobia')).toBeInTheDocument();
    // The spec's 650 px, as Mantine writes it (40.625 rem of 16 px).
    expect(dialog.closest('[style*="--modal-size"]')?.getAttribute('style')).toContain('--modal-size: calc(40.625rem');
    const from = document.getElementById('date-range-from') as HTMLInputElement;
    const to = document.getElementById('date-range-to') as HTMLInputElement;
    const month = within(dialog).getByRole('button', { name: 'Mesiac' });
    expect(month).toBeDisabled();
    await user.type(from, '1.1.2025');
    await user.click(month);
    expect(to).toHaveValue('31. 1. 2025');
    expect(within(dialog).getByRole('radio', { name: 'Celý interval' })).toBeChecked();
    await user.click(within(dialog).getByTestId('date-range-shift-month-forward'));
    expect([from.value, to.value]).toEqual(['1. 2. 2025', '28. 2. 2025']);
    await user.click(within(dialog).getByTestId('date-range-shift-month-forward'));
    expect(to).toHaveValue('31. 3. 2025');
    await user.click(within(dialog).getByRole('radio', { name: 'Koniec' }));
    await user.click(within(dialog).getByTestId('date-range-shift-week-forward'));
    expect([from.value, to.value]).toEqual(['1. 3. 2025', '7. 4. 2025']);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(field('dateRange')).toHaveValue('1. 3. 2025 – 7. 4. 2025');
  });

  it('the date range dialog: a preset from today; OK with a bad or missing date, or an end before the start, stays open saying why; Zrušiť closes', async () => {
    renderGallery();
    await formShown();
    const user = userEvent.setup();
    await user.click(screen.getByTestId('root_dateRange-dialog'));
    const dialog = await screen.findByRole('dialog');
    const from = document.getElementById('date-range-from') as HTMLInputElement;
    const to = document.getElementById('date-range-to') as HTMLInputElement;
    await user.click(within(dialog).getByRole('button', { name: 'Tento rok' }));
    // The presets count from the market's day (Slovak), not the machine's.
    const year = marketToday().slice(0, 4);
    expect([from.value, to.value]).toEqual([`1. 1. ${year}`, `31. 12. ${year}`]);
    await user.clear(from);
    await user.type(from, '32.1.2025');
    await user.clear(to);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(within(dialog).getByText('Neplatný formát dátumu (napr. D.M.RRRR, DDMMRRRR)')).toBeInTheDocument();
    expect(within(dialog).getByText('Pole musí byť vyplnené')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Mesiac' })).toBeDisabled();
    await user.clear(from);
    await user.type(from, '10.2.2025');
    await user.type(to, '1.2.2025');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(within(dialog).getByText('Dátum do nesmie byť skôr ako dátum od')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Zrušiť' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(field('dateRange')).toHaveValue('');
  });
});

describe('widget gallery in English', () => {
  beforeAll(async () => {
    await setupTexts('en');
  });

  it('every widget explains an invalid value in English', async () => {
    renderGallery();
    await formShown();
    await checkMessages('en');
  });

  it('the date range dialog speaks English', async () => {
    renderGallery();
    await formShown();
    const user = userEvent.setup();
    await user.click(screen.getByTestId('root_dateRange-dialog'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Choose a period')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'This quarter' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(within(dialog).getAllByText('This field is required').length).toBeGreaterThan(0);
  });
});

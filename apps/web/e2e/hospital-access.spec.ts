// A patient's consent to a hospital, end to end: the hospital hands out a code from
// /hospital-patients, the patient enters it in My Health, the hospital sees them, and a
// revocation (by either side) cuts the hospital off at once.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { bearerFor, registerHospitalViaApi, registerPatientViaApi, signIn } from './helpers';

/** The patient's id and a bearer token, for calls made as the patient. */
async function patientSession(request: APIRequestContext, username: string, password: string) {
  const login = await request.post('/api/auth/login/', { data: { username, password } });
  const body = await login.json();
  return { id: body.profile.id as number, auth: `Bearer ${body.tokens.access}` };
}

const patientsTable = (page: Page) => page.getByRole('table', { name: 'Patients with access' });
/** Chooses a status in the access codes' filter. */
const showCodes = (page: Page, status: string) =>
  page
    .locator('.mantine-SegmentedControl-root label')
    .filter({ hasText: new RegExp(`^${status}$`) })
    .click();

test('a patient enters a hospital’s code in My Health, the hospital sees them, and after the patient revokes it no longer can', async ({
  page,
  browser,
  request,
}) => {
  const hospital = await registerHospitalViaApi(request, 'Ikeja Family Clinic');
  const patient = await registerPatientViaApi(request, 'Kemi', 'Adeyemi');

  // The hospital generates one code; it is shown once, in a dialog.
  const hospitalContext = await browser.newContext();
  const desk = await hospitalContext.newPage();
  await signIn(desk, hospital.username, hospital.password);
  await desk.goto('/hospital-patients');
  await expect(desk.getByText('No patient has granted access yet.', { exact: false })).toBeVisible();
  await desk.getByRole('tab', { name: 'Access codes' }).click();
  await desk.getByRole('button', { name: 'Generate', exact: true }).click();
  const dialog = desk.getByRole('dialog', { name: 'Your new access code' });
  const shown = (await dialog.getByTestId('generated-code').innerText()).trim();
  expect(shown).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(desk.getByRole('table', { name: 'Access codes' }).getByText('Unused')).toBeVisible();

  // The patient mistypes it first, then enters it in lower case.
  await signIn(page, patient.username, patient.password);
  await page.goto('/my-health');
  await expect(page.getByText('No hospital can see your record.')).toBeVisible();
  const codeBox = page.getByRole('textbox', { name: 'Access code' });
  // A code that cannot be one is refused on the spot, without spending an attempt.
  await codeBox.fill('ABC-10');
  await page.getByRole('button', { name: 'Grant access' }).click();
  await expect(page.getByText('An access code is 8 letters and digits', { exact: false })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await codeBox.fill('WXYZ-WXYZ');
  await expect(page.getByText('An access code is 8 letters and digits', { exact: false })).toHaveCount(0);
  await page.getByRole('button', { name: 'Grant access' }).click();
  await expect(page.getByRole('alert')).toContainText('This access code is not valid');
  await codeBox.fill(shown.toLowerCase());
  await page.getByRole('button', { name: 'Grant access' }).click();
  await expect(page.getByText(`${hospital.name} can now see your health record.`)).toBeVisible();
  const hospitals = page.getByRole('table', { name: 'Hospitals with access' });
  await expect(hospitals.getByRole('row', { name: new RegExp(hospital.name) })).toBeVisible();
  // The spent code entered again is refused; the refusal goes once the list changes (below).
  await codeBox.fill(shown);
  await page.getByRole('button', { name: 'Grant access' }).click();
  await expect(page.getByRole('region', { name: 'Hospitals with access' }).getByRole('alert')).toBeVisible();

  // The hospital sees the patient, with the code that granted access, and may read them.
  await desk.getByRole('tab', { name: 'Patients with access' }).click();
  await expect(patientsTable(desk).getByRole('row', { name: /Kemi Adeyemi/ })).toContainText(`ending ${shown.slice(-3)}`);
  const hospitalAuth = await bearerFor(request, hospital.username, hospital.password);
  const me = await patientSession(request, patient.username, patient.password);
  expect((await request.get(`/api/patients/${me.id}/`, { headers: { Authorization: hospitalAuth } })).status()).toBe(200);

  // The patient revokes, with a confirmation and a reason.
  await hospitals.getByRole('button', { name: `Revoke access of ${hospital.name}` }).click();
  const confirm = page.getByRole('dialog', { name: `Revoke access of ${hospital.name}?` });
  await confirm.getByRole('textbox', { name: 'Reason (optional)' }).fill('I have moved to Abuja');
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText(`${hospital.name} can no longer see your health record.`)).toBeVisible();
  await expect(page.getByText('No hospital can see your record.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Hospitals with access' }).getByRole('alert')).toHaveCount(0);

  // The hospital's list no longer shows them, and the API refuses the patient.
  await desk.reload();
  await expect(desk.getByText('No patient has granted access yet.', { exact: false })).toBeVisible();
  expect((await request.get(`/api/patients/${me.id}/`, { headers: { Authorization: hospitalAuth } })).status()).toBe(404);
  await hospitalContext.close();
});

test('a hospital prints a batch of codes, revokes an unused one, and ends a patient’s access with a reason', async ({ page, request }) => {
  const hospital = await registerHospitalViaApi(request, 'Ikeja Family Clinic');
  const hospitalAuth = await bearerFor(request, hospital.username, hospital.password);
  const patient = await registerPatientViaApi(request, 'Emeka', 'Okonkwo');
  const me = await patientSession(request, patient.username, patient.password);
  const generated = await request.post('/api/hospitals/generate_access_codes/', { data: { count: 1 }, headers: { Authorization: hospitalAuth } });
  const [{ code }] = (await generated.json()).codes;
  expect(
    (await request.post('/api/patient-hospital-access/verify_access_code/', { data: { access_code: code }, headers: { Authorization: me.auth } })).status(),
  ).toBe(201);

  await signIn(page, hospital.username, hospital.password);
  await page.goto('/hospital-patients');
  await page.getByRole('tab', { name: 'Access codes' }).click();
  await page.getByRole('textbox', { name: 'How many' }).fill('3');
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Your 3 new access codes' });
  await expect(dialog.getByTestId('generated-code')).toHaveCount(3);
  await expect(dialog.getByRole('button', { name: 'Print' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^Copy [A-Z2-9]{4}-[A-Z2-9]{4}$/ })).toHaveCount(3);
  await expectAccessible(page, '/hospital-patients (new codes)');
  await dialog.getByRole('button', { name: 'Done' }).click();

  const codes = page.getByRole('table', { name: 'Access codes' });
  await expect(codes.getByTestId('access-code-row')).toHaveCount(4);
  await showCodes(page, 'Used');
  await expect(codes.getByTestId('access-code-row')).toHaveCount(1);
  await expect(codes.getByTestId('access-code-row')).toContainText('Emeka Okonkwo');
  await showCodes(page, 'Unused');
  await expect(codes.getByTestId('access-code-row')).toHaveCount(3);
  // A code revoked from another desk while this one asks: the dialog closes and says so.
  const unused = await (await request.get(`/api/hospitals/${hospital.id}/access_codes/?status=unused`, { headers: { Authorization: hospitalAuth } })).json();
  const hint = unused.results[0].code_hint as string;
  await codes.getByRole('button', { name: `Revoke code ending ${hint}` }).click();
  const stale = page.getByRole('dialog', { name: `Revoke the code ending ${hint}?` });
  const elsewhere = await request.post(`/api/hospitals/${hospital.id}/access_codes/${unused.results[0].id}/revoke/`, {
    data: { reason: 'Revoked at the front desk' },
    headers: { Authorization: hospitalAuth },
  });
  expect(elsewhere.ok()).toBe(true);
  await stale.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('This code was already revoked.')).toBeVisible();
  await expect(stale).toBeHidden();
  await expect(codes.getByTestId('access-code-row')).toHaveCount(2);
  await codes
    .getByRole('button', { name: /^Revoke code ending/ })
    .first()
    .click();
  const revokeCode = page.getByRole('dialog', { name: /^Revoke the code ending/ });
  await revokeCode.getByRole('textbox', { name: 'Reason (optional)' }).fill('Sheet lost at reception');
  await revokeCode.getByRole('button', { name: 'Revoke' }).click();
  await expect(codes.getByTestId('access-code-row')).toHaveCount(1);
  await showCodes(page, 'Revoked');
  await expect(codes.getByTestId('access-code-row')).toHaveCount(2);

  // The patient is selected and their access ended, the patient told with the hospital's reason.
  await page.getByRole('tab', { name: 'Patients with access' }).click();
  await patientsTable(page).getByRole('checkbox', { name: 'Select Emeka Okonkwo' }).check();
  await page.getByRole('button', { name: 'Revoke selected (1)' }).click();
  const revoke = page.getByRole('dialog', { name: 'Revoke access of Emeka Okonkwo?' });
  await expect(revoke.getByRole('checkbox', { name: 'Notify the patient' })).toBeChecked();
  await revoke.getByRole('textbox', { name: 'Reason (optional)' }).fill('Transferred to another hospital');
  await revoke.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('Access revoked')).toBeVisible();
  await expect(page.getByText('No patient has granted access yet.', { exact: false })).toBeVisible();
  const notes = await (await request.get('/api/notifications/', { headers: { Authorization: me.auth } })).json();
  expect(notes.results[0]).toMatchObject({ code: 'hospital_access_revoked_by_hospital', params: { reason: 'Transferred to another hospital' } });
});

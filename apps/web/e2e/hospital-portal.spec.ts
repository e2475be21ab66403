import { expect, expectAccessible, test } from './fixtures';
import { mainNav, registerHospitalViaApi, signIn } from './helpers';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

test('a hospital edits its profile and logo, manages its services, and a patient sees only the active ones', async ({ page, browser, request }) => {
  const hospital = await registerHospitalViaApi(request, 'Ikeja Mercy Hospital');
  await signIn(page, hospital.username, hospital.password);
  await expect(page).toHaveURL('/hospital-dashboard');
  await expect(page.getByRole('heading', { name: hospital.name })).toBeVisible();
  await expect(page.getByText('Nothing is waiting for you.')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Active services\s*0$/ })).toBeVisible();

  // Profile settings: facility details, contact and a logo.
  await page.getByRole('main').getByRole('link', { name: 'Profile settings', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();
  // Hospitals have no Profile menu item: their password and language are reached from here.
  await expect(page.getByRole('link', { name: 'Password and language' })).toHaveAttribute('href', '/profile');
  await page.getByRole('textbox', { name: 'Website' }).fill('ikeja-mercy.example');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Website must start with http:// or https://')).toBeVisible();
  await page.getByRole('textbox', { name: 'Website' }).fill('https://ikeja-mercy.example.ng');
  await page.getByRole('combobox', { name: 'Facility type' }).click();
  await page.getByRole('option', { name: 'Specialist hospital' }).click();
  await page.getByRole('textbox', { name: 'Number of beds' }).fill('64');
  await page.getByRole('textbox', { name: 'About the hospital' }).fill('Eye and ENT specialists in Ikeja.');
  await page.locator('input[type="file"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();
  await expect(page.getByRole('img', { name: `Logo of ${hospital.name}` })).toHaveAttribute('src', /\/media\/photos\//);
  await page.getByRole('link', { name: 'View your public page' }).click();
  await expect(page.getByRole('heading', { name: hospital.name })).toBeVisible();
  await expect(page.getByText('This hospital lists no services yet.')).toBeVisible();

  // Services: add two, switch one off.
  await page.goto('/hospital-dashboard');
  await page.getByRole('link', { name: /^Active services\s*0$/ }).click();
  await expect(page.getByRole('heading', { name: 'Services' })).toBeVisible();
  await expect(page.getByText('No services yet. Add the first one.')).toBeVisible();
  for (const [name, category, price] of [
    ['Eye examination', 'Consultation', '7500'],
    ['Hearing test', 'Other', ''],
  ]) {
    await page.getByRole('button', { name: 'Add service' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a service' });
    await dialog.getByRole('textbox', { name: 'Service' }).fill(name);
    await dialog.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: category }).click();
    await dialog.getByRole('textbox', { name: 'Price (naira)' }).fill(price);
    if (name === 'Eye examination') await expectAccessible(page, 'the service dialog');
    await dialog.getByRole('button', { name: 'Add service' }).click();
    await expect(dialog).toBeHidden();
  }
  const table = page.getByRole('table', { name: 'Services' });
  await expect(table.getByRole('row', { name: /Eye examination/ })).toContainText('₦7,500.00');
  await expect(table.getByRole('row', { name: /Hearing test/ })).toContainText('On request');
  await page.getByRole('switch', { name: 'Hearing test is active' }).click();
  await expect(page.getByText('Service hidden from patients')).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Hearing test is active' })).not.toBeChecked();

  // The dashboard counts the active one.
  await mainNav(page).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('link', { name: /^Active services\s*1$/ })).toBeVisible();

  // A patient opens the hospital's page: its profile and the active service only.
  const patientContext = await browser.newContext();
  const patient = await patientContext.newPage();
  await signIn(patient, 'demo_patient');
  await patient.goto(`/hospitals/${hospital.id}`);
  await expect(patient.getByRole('heading', { name: hospital.name })).toBeVisible();
  await expect(patient.getByText('Specialist hospital')).toBeVisible();
  await expect(patient.getByText('Eye and ENT specialists in Ikeja.')).toBeVisible();
  const services = patient.getByRole('table', { name: 'Services' });
  await expect(services.getByRole('row', { name: /Eye examination/ })).toContainText('₦7,500.00');
  await expect(services.getByText('Hearing test')).toHaveCount(0);
  await patientContext.close();
});

test('the demo hospital reads its analytics and its doctors’ quality; a patient reaches it from the doctor directory', async ({ page, browser }) => {
  await signIn(page, 'demo_hospital');
  await expect(page.getByRole('link', { name: /^Affiliated doctors\s*2/ })).toBeVisible();
  await page.getByRole('link', { name: 'Analytics' }).click();
  await expect(page.getByRole('heading', { name: 'Analytics' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Appointments per month' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Open-slot fill rate' })).toContainText('published open slots booked');
  await page.getByText('3 months', { exact: true }).click();
  await expect(page.getByRole('table', { name: 'Appointments and fill rate per month' }).getByRole('row')).toHaveCount(4);

  await mainNav(page).getByRole('link', { name: 'Quality Assurance' }).click();
  await expect(page.getByRole('heading', { name: 'Quality Assurance' })).toBeVisible();
  const quality = page.getByRole('table', { name: 'Quality per affiliated doctor' });
  await expect(quality.getByRole('row', { name: /Dr\. Adaeze Okafor/ })).toBeVisible();
  await expect(page.getByText(/A doctor is flagged below 80% completed/)).toBeVisible();

  const patientContext = await browser.newContext();
  const patient = await patientContext.newPage();
  await signIn(patient, 'demo_patient');
  await patient.goto('/doctors');
  await patient.getByRole('article', { name: 'Dr. Adaeze Okafor' }).getByRole('link', { name: 'LagosCare General Hospital' }).click();
  await expect(patient.getByRole('heading', { name: 'LagosCare General Hospital' })).toBeVisible();
  const services = patient.getByRole('table', { name: 'Services' });
  await expect(services.getByRole('row', { name: /General consultation/ })).toContainText('₦15,000.00');
  await expect(services.getByText('Home sample collection')).toHaveCount(0);
  // A service without a price reads as on the hospital's own services page.
  await expect(services.getByRole('row', { name: /Antenatal care/ })).toContainText('On request');

  // From the hospital's page to its doctors in the directory, and back to a hospital that is not there.
  await patient.getByRole('link', { name: 'See this hospital’s doctors and book one' }).click();
  await expect(patient).toHaveURL(/\/doctors\?hospital=\d+$/);
  await expect(patient.getByTestId('hospital-filter')).toContainText('Doctors at LagosCare General Hospital');
  await expect(patient.getByRole('article', { name: 'Dr. Adaeze Okafor' })).toBeVisible();
  await patient.goto('/hospitals/999999');
  await expect(patient.getByText('No such hospital.')).toBeVisible();
  await expect(patient.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await patient.getByRole('button', { name: 'Back' }).click();
  await expect(patient).toHaveURL(/\/doctors\?hospital=\d+$/);
  await patientContext.close();
});

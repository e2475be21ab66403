export const hospitalPage = {
  failed: 'Could not load this hospital.',
  notFound: 'No such hospital.',
  back: 'Back',
  doctorsHere: 'See this hospital’s doctors and book one',
  logoOf: 'Logo of {{name}}',
  address: 'Address',
  website: 'Website',
  beds: 'Beds',
  services: 'Services',
  servicesFailed: 'Could not load the hospital’s services.',
  noServices: 'This hospital lists no services yet.',
} as const;

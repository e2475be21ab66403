export const hospital = {
  yourHospital: 'Your hospital',
  description: 'Hospital dashboard',
  registration: 'Registration',
  verificationStatus: 'Verification status',
  registrationNumber: 'Registration number',
  address: 'Address',
  contact: 'Contact',
  administrator: 'Administrator',
} as const;

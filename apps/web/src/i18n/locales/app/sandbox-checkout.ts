// The sandbox provider's checkout (/wallet/sandbox-checkout/:reference): a stand-in for Paystack's
// page on development and demo servers, in English only, as Paystack's own page is.
export const sandboxCheckout = {
  title: 'Sandbox checkout',
  intro: 'No real money moves: this test provider stands in for Paystack.',
  topUp: 'Top-up',
  reference: 'Reference {{reference}}',
  pay: 'Pay {{amount}}',
  decline: 'Decline',
  paid: 'This payment is paid.',
  declined: 'This payment is declined.',
  backToWallet: 'Back to your wallet',
  failed: 'Could not load this checkout.',
  answerFailed: 'Could not send your answer. Please try again.',
} as const;

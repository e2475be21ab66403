// A small Paystack of our own for the tests: /transaction/initialize and /transaction/verify/{ref}
// for top-ups; /bank (paged by cursor), /bank/resolve, /transferrecipient and /transfer for
// payouts — as Paystack answers them, checking the secret key, with everything kept in memory.
// `pay` marks a charge paid and `transferWebhook` tells a transfer's outcome: each returns the
// webhook Paystack would send (it is up to the test to deliver it — or not, as when a webhook
// never comes).

import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signBody } from '../modules/payments/signature';

export interface FakeCharge {
  reference: string;
  amount: number;
  email: string;
  currency: string;
  callback_url: string;
  status: 'abandoned' | 'success' | 'failed';
}

const read = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => resolve(body));
  });

export interface FakeBank {
  name: string;
  code: string;
  active?: boolean;
  is_deleted?: boolean;
  type?: string;
}

/** Banks as Paystack lists them, with the entries a payout form must leave out. */
const DEFAULT_BANKS: FakeBank[] = [
  { name: 'Guaranty Trust Bank', code: '058', type: 'nuban' },
  { name: 'Access Bank', code: '044', type: 'nuban' },
  { name: 'Zenith Bank', code: '057', type: 'nuban' },
  // Listed twice by Paystack under one code; and banks no transfer can reach.
  { name: 'Access Bank (Diamond)', code: '063', type: 'nuban' },
  { name: 'Access Bank (Diamond)', code: '063', type: 'nuban' },
  { name: 'Closed Bank', code: '999', type: 'nuban', active: false },
  { name: 'Mobile Money', code: 'MTN', type: 'mobile_money' },
  { name: 'Kuda Microfinance Bank', code: '50211', type: 'nuban' },
];

/** `banksPerPage` pages /bank more finely than asked, so a test sees the cursor followed. */
export async function startFakePaystack(secretKey: string, options: { banksPerPage?: number } = {}) {
  const charges = new Map<string, FakeCharge>();
  const banks = [...DEFAULT_BANKS];
  /** `${bank_code}:${account_number}` → the name the bank holds it in. */
  const accounts = new Map<string, string>([['058:0123456789', 'AMAKA NWOSU']]);
  const recipients = new Map<string, { name: string; account_number: string; bank_code: string }>();
  const transfers = new Map<string, { reference: string; amount: number; recipient: string; reason: string; transfer_code: string }>();
  /** When set, /transfer refuses with this message, as Paystack does when its balance is short. */
  const refusal: { message: string | null } = { message: null };
  /** When on, /transfer starts the transfer but its answer is lost (the connection drops), as when our call times out. */
  const lostAnswers = { on: false };
  /** When on, every call is answered 503, as Paystack in an outage. */
  const outage = { on: false };
  const calls: { method: string; path: string; authorization?: string; body?: unknown }[] = [];
  const server = createServer(async (req, res) => {
    const text = await read(req);
    const body = text ? JSON.parse(text) : undefined;
    calls.push({ method: req.method ?? '', path: req.url ?? '', authorization: req.headers.authorization, body });
    const send = (status: number, json: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(json));
    };
    if (outage.on) return send(503, { status: false, message: 'Service unavailable' });
    if (req.headers.authorization !== `Bearer ${secretKey}`) return send(401, { status: false, message: 'Invalid key' });
    if (req.method === 'POST' && req.url === '/transaction/initialize') {
      // Paystack takes the amount as a string or a number of kobo.
      const charge: FakeCharge = { ...body, amount: Number(body.amount), currency: body.currency ?? 'NGN', status: 'abandoned' };
      charges.set(charge.reference, charge);
      return send(200, {
        status: true,
        message: 'Authorization URL created',
        data: { authorization_url: `https://checkout.paystack.test/${charge.reference}`, access_code: 'ac', reference: charge.reference },
      });
    }
    const verify = req.method === 'GET' && req.url?.match(/^\/transaction\/verify\/(.+)$/);
    if (verify) {
      const charge = charges.get(decodeURIComponent(verify[1]));
      if (!charge) return send(400, { status: false, message: 'Transaction reference not found' });
      return send(200, {
        status: true,
        message: 'Verification successful',
        data: { ...charge, gateway_response: charge.status === 'failed' ? 'Declined' : 'Successful' },
      });
    }
    const url = new URL(req.url ?? '/', 'http://fake');
    if (req.method === 'GET' && url.pathname === '/bank') {
      const perPage = options.banksPerPage ?? Number(url.searchParams.get('perPage') ?? 50);
      const start = Number(url.searchParams.get('next') ?? 0);
      const page = banks
        .slice(start, start + perPage)
        .map((b, i) => ({ id: start + i + 1, slug: b.code, currency: 'NGN', country: 'Nigeria', active: true, is_deleted: false, ...b }));
      const next = start + perPage < banks.length ? String(start + perPage) : null;
      return send(200, { status: true, message: 'Banks retrieved', data: page, meta: { next, previous: null, perPage } });
    }
    if (req.method === 'GET' && url.pathname === '/bank/resolve') {
      const key = `${url.searchParams.get('bank_code')}:${url.searchParams.get('account_number')}`;
      const name = accounts.get(key);
      if (!name) return send(422, { status: false, message: 'Could not resolve account name. Check parameters or try again.' });
      return send(200, {
        status: true,
        message: 'Account number resolved',
        data: { account_number: url.searchParams.get('account_number'), account_name: name, bank_id: 9 },
      });
    }
    if (req.method === 'POST' && url.pathname === '/transferrecipient') {
      const code = `RCP_fake${recipients.size + 1}`;
      recipients.set(code, { name: body.name, account_number: body.account_number, bank_code: body.bank_code });
      return send(201, {
        status: true,
        message: 'Transfer recipient created successfully',
        data: {
          recipient_code: code,
          type: body.type,
          currency: body.currency,
          details: { account_number: body.account_number, account_name: body.name, bank_code: body.bank_code },
        },
      });
    }
    if (req.method === 'POST' && url.pathname === '/transfer') {
      if (refusal.message) return send(400, { status: false, message: refusal.message });
      if (!recipients.has(body.recipient)) return send(400, { status: false, message: 'Recipient specified is invalid' });
      if (transfers.has(body.reference)) return send(400, { status: false, message: 'Duplicate Transfer Reference' });
      const transfer = {
        reference: body.reference,
        amount: Number(body.amount),
        recipient: body.recipient,
        reason: body.reason,
        transfer_code: `TRF_fake${transfers.size + 1}`,
      };
      transfers.set(transfer.reference, transfer);
      if (lostAnswers.on) return void res.destroy();
      return send(200, { status: true, message: 'Transfer has been queued', data: { ...transfer, currency: 'NGN', status: 'pending', source: 'balance' } });
    }
    send(404, { status: false, message: 'Not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    charges,
    calls,
    /** Marks the charge paid; the signed charge.success Paystack would deliver. */
    pay(reference: string, overrides: Partial<FakeCharge> = {}) {
      const charge = charges.get(reference);
      if (!charge) throw new Error(`no charge ${reference}`);
      charge.status = 'success';
      const body = JSON.stringify({ event: 'charge.success', data: { id: 1, domain: 'test', ...charge, ...overrides, paid_at: new Date().toISOString() } });
      return { body, signature: signBody(body, secretKey) };
    },
    fail(reference: string) {
      const charge = charges.get(reference);
      if (charge) charge.status = 'failed';
    },
    banks,
    accounts,
    recipients,
    transfers,
    refusal,
    lostAnswers,
    outage,
    /** The signed transfer webhook Paystack would send for a transfer it was asked for. */
    transferWebhook(reference: string, event: 'transfer.success' | 'transfer.failed' | 'transfer.reversed', overrides: Record<string, unknown> = {}) {
      const transfer = transfers.get(reference);
      if (!transfer) throw new Error(`no transfer ${reference}`);
      const body = JSON.stringify({
        event,
        data: { ...transfer, currency: 'NGN', status: event.slice('transfer.'.length), recipient: { recipient_code: transfer.recipient }, ...overrides },
      });
      return { body, signature: signBody(body, secretKey) };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

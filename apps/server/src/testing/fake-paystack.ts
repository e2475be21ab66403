// A small Paystack of our own for the tests: /transaction/initialize and /transaction/verify/{ref}
// as Paystack answers them, checking the secret key, with charges kept in memory. `pay` marks a
// charge paid and returns the webhook Paystack would send (it is up to the test to deliver it —
// or not, as when a webhook never comes).

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

export async function startFakePaystack(secretKey: string) {
  const charges = new Map<string, FakeCharge>();
  const calls: { method: string; path: string; authorization?: string; body?: unknown }[] = [];
  const server = createServer(async (req, res) => {
    const text = await read(req);
    const body = text ? JSON.parse(text) : undefined;
    calls.push({ method: req.method ?? '', path: req.url ?? '', authorization: req.headers.authorization, body });
    const send = (status: number, json: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(json));
    };
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
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

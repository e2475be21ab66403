// Where to send the browser after a payment answer: the path the server names, on this app's own
// origin. The server builds the address from PUBLIC_URL or the request's Host, which a proxy (or a
// forged Host) may make another origin; the page to come back to is always one of ours.

export function ownPath(address: string): string {
  const url = new URL(address, 'http://app.invalid');
  return `${url.pathname}${url.search}${url.hash}`;
}

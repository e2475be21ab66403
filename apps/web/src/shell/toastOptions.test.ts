import { describe, expect, it } from 'vitest';
import { NOTIFICATIONS_PROVIDER_PROPS, TOAST_LIMIT, TOAST_POSITION, toastOptions } from './toastOptions';

describe('toast options', () => {
  it('shows at most 3 toasts at the bottom centre', () => {
    expect(TOAST_LIMIT).toBe(3);
    expect(TOAST_POSITION).toBe('bottom-center');
  });

  it('gives the Notifications provider exactly that limit and position', () => {
    expect(NOTIFICATIONS_PROVIDER_PROPS).toEqual({ limit: 3, position: 'bottom-center' });
  });

  it('keeps success, warning and info for 3 s and errors for 5 s', () => {
    expect(toastOptions('success', 'Saved').autoClose).toBe(3000);
    expect(toastOptions('warning', 'Careful').autoClose).toBe(3000);
    expect(toastOptions('info', 'FYI').autoClose).toBe(3000);
    expect(toastOptions('error', 'Failed').autoClose).toBe(5000);
  });

  it('carries the message, the optional title and a colour per kind', () => {
    expect(toastOptions('error', 'Failed', 'Oops')).toMatchObject({ message: 'Failed', title: 'Oops', color: 'red' });
    expect(toastOptions('success', 'Saved')).toMatchObject({ color: 'green', title: undefined });
  });
});

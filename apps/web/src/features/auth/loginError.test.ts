import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import { ACCESS_DENIED, isAwaitingApproval, LOGIN_FAILED, loginErrorView } from './loginError';

describe('login error catalogue', () => {
  it('pending: title, message and hospital name from the server', () => {
    const error = new ApiError(403, { error: 'Account Pending Approval', status: 'pending', message: 'Under review.', hospital_name: 'LagosCare' });
    expect(loginErrorView(error)).toEqual({
      title: 'Account Pending Approval',
      message: 'Under review.',
      hospitalName: 'LagosCare',
      reason: undefined,
    });
  });

  it('pending, rejected and inactive fall back to the default title and message', () => {
    expect(loginErrorView(new ApiError(403, { error: '', status: 'pending' }))).toEqual({
      title: 'Account Pending Approval',
      message: 'Your hospital registration is under review. You will be notified via email once approved.',
      hospitalName: undefined,
      reason: undefined,
    });
    expect(loginErrorView(new ApiError(403, { error: '', status: 'rejected' }))).toEqual({
      title: 'Account Rejected',
      message: 'Your registration has been rejected. Please contact support for more information.',
      hospitalName: undefined,
      reason: undefined,
      contactSupport: true,
    });
    expect(loginErrorView(new ApiError(403, { error: '', status: 'inactive' }))).toEqual({
      title: 'Account Inactive',
      message: 'Your account has been deactivated. Please contact support.',
      hospitalName: undefined,
      reason: undefined,
      contactSupport: true,
    });
  });

  it('a deactivated account is told the reason its admin gave, and offered the signed-out contact form', () => {
    const error = new ApiError(403, { error: 'Account Inactive', code: 'account_inactive', status: 'inactive', reason: 'Repeated no-shows' });
    expect(loginErrorView(error)).toMatchObject({ title: 'Account Inactive', reason: 'Repeated no-shows', contactSupport: true });
    expect(loginErrorView(new ApiError(403, { error: 'Account Inactive', status: 'inactive', reason: null })).reason).toBeUndefined();
  });

  it('other 403: message, else error, else access denied', () => {
    expect(loginErrorView(new ApiError(403, { error: 'Forbidden', message: 'Not here' }))).toEqual({ message: 'Not here' });
    expect(loginErrorView(new ApiError(403, { error: 'Forbidden' }))).toEqual({ message: 'Forbidden' });
    expect(loginErrorView(new ApiError(403, null))).toEqual({ message: ACCESS_DENIED });
  });

  it('any other failure: the server error, else the generic message', () => {
    expect(loginErrorView(new ApiError(401, { error: 'Invalid username or password' }))).toEqual({ message: 'Invalid username or password' });
    expect(loginErrorView(new ApiError(429, { error: 'Too many requests', message: 'Try again in 60 seconds.' }))).toEqual({
      title: 'Too many requests',
      message: 'Try again in 60 seconds.',
    });
    expect(loginErrorView(new ApiError(500, null))).toEqual({ message: LOGIN_FAILED });
    expect(loginErrorView(new Error('boom'))).toEqual({ message: LOGIN_FAILED });
  });

  it('only a pending account is information rather than an error', () => {
    expect(isAwaitingApproval(new ApiError(403, { error: 'Account Pending Approval', status: 'pending' }))).toBe(true);
    expect(isAwaitingApproval(new ApiError(403, { error: 'Account Rejected', status: 'rejected' }))).toBe(false);
    expect(isAwaitingApproval(new ApiError(401, { error: 'Invalid username or password' }))).toBe(false);
    expect(isAwaitingApproval(new TypeError('Failed to fetch'))).toBe(false);
  });
});

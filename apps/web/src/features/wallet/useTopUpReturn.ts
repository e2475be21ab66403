import type { Payment } from '@naijacare/contracts';
import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useVerifyTopUp } from './api';

export interface TopUpReturn {
  /** The top-up the provider's checkout sent the browser back with, or null. */
  reference: string | null;
  verify: UseMutationResult<Payment, Error, string>;
}

/**
 * Back from the provider's checkout at `<page>?reference=…` (the wallet page, or the booking that
 * needed the money): verifies that top-up once. The reference leaves the address at once, so a
 * reload or a shared link does not ask again.
 */
export function useTopUpReturn(): TopUpReturn {
  const [params, setParams] = useSearchParams();
  const [reference] = useState(() => params.get('reference'));
  const verify = useVerifyTopUp();
  const asked = useRef(false);

  useEffect(() => {
    if (!reference || asked.current) return;
    asked.current = true;
    setParams(
      (p) => {
        p.delete('reference');
        return p;
      },
      { replace: true },
    );
    verify.mutate(reference);
  }, [reference, setParams, verify.mutate]);

  return { reference, verify };
}

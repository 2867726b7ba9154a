import { SSO_ERROR_PARAM, SSO_ERRORS, type SsoError } from '@vsp/contract';
import { useEffect, useState } from 'react';

/** The sentence for a reason a single sign-on came back with, an unknown one read as a sign-in that could not be verified. */
const sentenceOf = (reason: string) => SSO_ERRORS[reason as SsoError] ?? SSO_ERRORS.invalid;

/**
 * Why a single sign-on just failed, from the sign-in screen's address (`?signInError=`), in the
 * portal's own words. The reason is taken out of the address at once, so a reload does not say it again.
 */
export function useSsoError(): string | undefined {
  const [sentence] = useState(() => {
    const reason = new URLSearchParams(window.location.search).get(SSO_ERROR_PARAM);
    return reason === null ? undefined : sentenceOf(reason);
  });
  useEffect(() => {
    const url = new URL(window.location.href);
    if (!url.searchParams.has(SSO_ERROR_PARAM)) return;
    url.searchParams.delete(SSO_ERROR_PARAM);
    window.history.replaceState(null, '', `${url.pathname}${url.search}${url.hash}`);
  }, []);
  return sentence;
}

import { afterEach, describe, expect, it } from 'vitest';
import { createAppHistory } from './router-history';
import { forgetLanding, rememberLanding, visitSource } from './visit-source';

/** A page load of `address` with `referrer`, as the browser would start it. */
function land(address: string, referrer = '') {
  Object.defineProperty(document, 'referrer', { value: referrer, configurable: true });
  window.history.replaceState(null, '', address);
  return rememberLanding();
}

afterEach(() => {
  forgetLanding();
  delete (document as unknown as Record<string, unknown>).referrer;
});

describe('where a visit came from', () => {
  it('reads the utm parameters, the other site and the landing page, and keeps them through client-side navigations', () => {
    land('/?utm_source=facebook&utm_medium=cpc&utm_campaign=var', 'https://l.facebook.com/');
    const history = createAppHistory();
    history.push('/produkter/markiser');
    history.push('/kontakt');
    expect(rememberLanding()).toEqual({ referrerHost: 'l.facebook.com', utmSource: 'facebook', utmMedium: 'cpc', utmCampaign: 'var', landingPath: '/' });
    expect(visitSource()).toEqual({ referrerHost: 'l.facebook.com', utmSource: 'facebook', utmMedium: 'cpc', utmCampaign: 'var', landingPath: '/' });
  });

  it('writes no cookie and nothing in localStorage or sessionStorage', () => {
    localStorage.clear();
    sessionStorage.clear();
    land('/referanser?utm_campaign=host', 'https://www.google.no/');
    expect(document.cookie).toBe('');
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });

  it('leaves out what is not there, its own host as referrer, and cuts texts to 200 characters', () => {
    expect(land(`/om?utm_source=${'x'.repeat(300)}&utm_campaign=%20`, `${window.location.origin}/kontakt`)).toEqual({ utmSource: 'x'.repeat(200), landingPath: '/om' });
  });
});

import { Checkbox } from '@plaza/ui';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { language } from '../../../i18n/language';

/**
 * hCaptcha's published test token. The server takes it, and only it, when no `HCAPTCHA_SECRET` is
 * set (packages/server/src/auth/captcha.ts), so the stand-in below works exactly where it should.
 */
export const HCAPTCHA_TEST_TOKEN = '10000000-aaaa-bbbb-cccc-000000000001';

const SITE_KEY = import.meta.env.VITE_HCAPTCHA_SITEKEY;

interface CaptchaProps {
  /** Called with a token once the captcha is solved, and with null when it expires or is undone. */
  onToken: (token: string | null) => void;
  /** The error to show with it, e.g. "The captcha is required". */
  errorMessage?: string;
}

/**
 * The registration captcha (docs/product.md, section 5): the hCaptcha widget when the build has a site key,
 * otherwise a development stand-in that yields hCaptcha's test token. hCaptcha's script is fetched
 * only in the first case, so a development build talks to no third party.
 */
export function Captcha(props: CaptchaProps) {
  return SITE_KEY ? (
    <HCaptchaWidget siteKey={SITE_KEY} {...props} />
  ) : (
    <DevelopmentCaptcha {...props} />
  );
}

function DevelopmentCaptcha({ onToken, errorMessage }: CaptchaProps) {
  const intl = useIntl();
  return (
    <Checkbox
      name="hcaptcha_token"
      onChange={(checked) => onToken(checked ? HCAPTCHA_TEST_TOKEN : null)}
      isInvalid={errorMessage !== undefined}
      errorMessage={errorMessage}
      description={intl.formatMessage({ id: 'register.captcha.developmentHint' })}
    >
      <FormattedMessage id="register.captcha.development" />
    </Checkbox>
  );
}

interface HCaptchaApi {
  render: (container: HTMLElement, options: Record<string, unknown>) => string;
  remove: (widgetId: string) => void;
}

declare global {
  interface Window {
    hcaptcha?: HCaptchaApi;
  }
}

let loading: Promise<HCaptchaApi> | undefined;

/** hCaptcha's script, added once per page; a failed load can be tried again. */
function loadHCaptcha(): Promise<HCaptchaApi> {
  loading ??= new Promise<HCaptchaApi>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://js.hcaptcha.com/1/api.js?render=explicit&hl=${language}`;
    script.async = true;
    script.onload = () =>
      window.hcaptcha ? resolve(window.hcaptcha) : reject(new Error('hCaptcha is missing'));
    script.onerror = () => {
      loading = undefined;
      script.remove();
      reject(new Error('hCaptcha did not load'));
    };
    document.head.append(script);
  });
  return loading;
}

function HCaptchaWidget({ siteKey, onToken, errorMessage }: CaptchaProps & { siteKey: string }) {
  const container = useRef<HTMLDivElement>(null);
  const latestOnToken = useRef(onToken);
  const [hasFailed, setFailed] = useState(false);

  useEffect(() => {
    latestOnToken.current = onToken;
  }, [onToken]);

  useEffect(() => {
    let widgetId: string | undefined;
    let isCurrent = true;
    const report = (token: string | null) => latestOnToken.current(token);
    loadHCaptcha().then(
      (hcaptcha) => {
        if (!isCurrent || !container.current) return;
        widgetId = hcaptcha.render(container.current, {
          sitekey: siteKey,
          callback: report,
          'expired-callback': () => report(null),
          'error-callback': () => report(null),
        });
      },
      () => isCurrent && setFailed(true),
    );
    return () => {
      isCurrent = false;
      if (widgetId !== undefined) window.hcaptcha?.remove(widgetId);
    };
  }, [siteKey]);

  return (
    <div>
      {hasFailed ? (
        <p role="alert">
          <FormattedMessage id="register.captcha.loadError" />
        </p>
      ) : (
        <div ref={container} />
      )}
      {errorMessage && <p role="alert">{errorMessage}</p>}
    </div>
  );
}

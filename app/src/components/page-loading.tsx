import { FormattedMessage } from 'react-intl';

/** What a screen shows while its code or its session is on the way. */
export function PageLoading() {
  return (
    <p role="status">
      <FormattedMessage id="common.loading" />
    </p>
  );
}

import { Footer } from '@plaza/ui';
import { FormattedMessage } from 'react-intl';

export function AppFooter() {
  return (
    <Footer>
      <FormattedMessage id="shell.copyright" values={{ year: new Date().getFullYear() }} />
    </Footer>
  );
}

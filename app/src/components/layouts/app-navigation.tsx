import { CompassIcon } from '@phosphor-icons/react/dist/ssr/Compass';
import { Sidebar } from '@plaza/ui';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { paths } from '../../config/paths';

/**
 * The main navigation. Visitors have the marketplace; the account and admin sections of SPEC.md
 * (section 2) join it with sign-in.
 */
export function AppNavigation() {
  const intl = useIntl();
  const [location] = useLocation();
  return (
    <Sidebar
      label={intl.formatMessage({ id: 'shell.navigation' })}
      currentHref={location}
      sections={[
        {
          id: 'marketplace',
          heading: intl.formatMessage({ id: 'shell.marketplace' }),
          items: [
            {
              id: 'explore',
              label: intl.formatMessage({ id: 'explore.title' }),
              href: paths.explore,
              icon: <CompassIcon />,
            },
          ],
        },
      ]}
    />
  );
}

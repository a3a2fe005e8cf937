import { EmptyState } from '@plaza/ui';
import { useMessage } from '../../hooks/use-message';
import { AdminScreenLink } from './admin-screen-link';

/** An administrators' list with nothing in it, whatever its filters: on to Made purchases. */
export function NothingToReview() {
  const say = useMessage();
  return (
    <EmptyState
      title={say('admin.nothingToReview')}
      headingLevel={2}
      action={<AdminScreenLink screen="purchases" />}
    />
  );
}

import { LinkButton } from '@plaza/ui';
import { paths } from '../../config/paths';
import { useMessage } from '../../hooks/use-message';

interface ExploreLinkProps {
  /**
   * Called as it is followed, e.g. to close the popover it sits in.
   * @default undefined
   */
  onPress?: () => void;
}

/** Where a buyer's empty lists lead (purchases, notifications): the products on sale. */
export function ExploreLink({ onPress }: ExploreLinkProps) {
  const say = useMessage();
  return (
    <LinkButton href={paths.explore} onPress={onPress}>
      {say('common.exploreProducts')}
    </LinkButton>
  );
}

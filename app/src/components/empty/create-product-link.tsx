import { LinkButton } from '@plaza/ui';
import { paths } from '../../config/paths';
import { useMessage } from '../../hooks/use-message';

/** Where a seller's empty lists lead (sales, earnings, withdrawals): a product of their own to sell. */
export function CreateProductLink() {
  const say = useMessage();
  return <LinkButton href={paths.createProduct}>{say('common.createProduct')}</LinkButton>;
}

import { LinkButton, PageHeader } from '@plaza/ui';
import { PlusIcon } from '@phosphor-icons/react/dist/ssr/Plus';
import { FormattedMessage, useIntl } from 'react-intl';
import { paths } from '../../config/paths';
import { MyProducts } from '../../features/seller-products/components/my-products';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useReviewQuery } from '../../hooks/use-review-query';

/** My products (SPEC.md, section 2): the seller's products in every status, and a new one. */
export function ProductsRoute() {
  useDocumentTitle('products.title');
  const intl = useIntl();
  const [query, setQuery] = useReviewQuery();
  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: 'products.title' })}
        actions={
          <LinkButton href={paths.createProduct}>
            <PlusIcon aria-hidden />
            <FormattedMessage id="myProducts.create" />
          </LinkButton>
        }
      />
      <MyProducts query={query} onQueryChange={setQuery} />
    </>
  );
}

import type { User } from '@plaza/api';
import { LinkButton, PageHeader, Tabs } from '@plaza/ui';
import { PlusIcon } from '@phosphor-icons/react/dist/ssr/Plus';
import { FormattedMessage, useIntl } from 'react-intl';
import useSWR from 'swr';
import { paths } from '../../config/paths';
import { MyQuestions } from '../../features/questions/components/my-questions';
import { MyProducts } from '../../features/seller-products/components/my-products';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useReviewQuery } from '../../hooks/use-review-query';
import { USER_KEY } from '../../lib/user-key';

/**
 * My products (docs/product.md, section 2): the seller's products in every status, and a new one; and the
 * questions buyers ask about them, with how many wait for an answer.
 */
export function ProductsRoute() {
  useDocumentTitle('products.title');
  const intl = useIntl();
  const [query, setQuery] = useReviewQuery();
  const { data: user } = useSWR<User>(USER_KEY);
  const waiting = user?.pending.questions ?? 0;
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
      <Tabs
        label={intl.formatMessage({ id: 'products.parts' })}
        tabs={[
          {
            id: 'products',
            label: intl.formatMessage({ id: 'products.list' }),
            content: <MyProducts query={query} onQueryChange={setQuery} />,
          },
          {
            id: 'questions',
            label: intl.formatMessage({ id: 'questions.tab' }, { waiting }),
            content: <MyQuestions />,
          },
        ]}
      />
    </>
  );
}

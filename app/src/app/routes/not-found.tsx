import { FormattedMessage } from 'react-intl';
import { TextLink } from '../../components/text-link';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../hooks/use-document-title';

/** Any path the app does not know, with a way back to browsing. */
export function NotFoundRoute() {
  useDocumentTitle('notFound.title');
  return (
    <>
      <h1>
        <FormattedMessage id="notFound.title" />
      </h1>
      <p>
        <FormattedMessage id="notFound.description" />
      </p>
      <TextLink href={paths.explore}>
        <FormattedMessage id="notFound.backToExplore" />
      </TextLink>
    </>
  );
}

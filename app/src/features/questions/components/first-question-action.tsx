import type { User } from '@plaza/api';
import { Button, LinkButton } from '@plaza/ui';
import type { RefObject } from 'react';
import { paths } from '../../../config/paths';
import { useMessage } from '../../../hooks/use-message';
import { focusFirstControl } from '../../../lib/first-control';
import { loginPath } from '../../../lib/next-path';

interface FirstQuestionActionProps {
  productId: number;
  seller: string;
  /** The signed-in user; `null` for a visitor. */
  user: User | null | undefined;
  /** The box that asks, above the list. */
  askBox: RefObject<HTMLElement | null>;
}

/**
 * The way on from a product without questions: a visitor logs in to ask, a buyer goes to the box
 * that asks, and the seller, who can't ask themselves, edits the product instead.
 */
export function FirstQuestionAction({ productId, seller, user, askBox }: FirstQuestionActionProps) {
  const say = useMessage();
  if (user === null) {
    return (
      <LinkButton href={loginPath(paths.product(productId))} variant="secondary">
        {say('questions.logInToAsk')}
      </LinkButton>
    );
  }
  if (user?.username === seller) {
    return (
      <LinkButton href={paths.editProduct(productId)} variant="secondary">
        {say('questions.editProduct')}
      </LinkButton>
    );
  }
  return (
    <Button variant="secondary" onPress={() => focusFirstControl(askBox.current)}>
      {say('questions.askFirst')}
    </Button>
  );
}

import type { AdminUser } from '@plaza/api';
import type { DataTableColumn } from '@plaza/ui';
import { useIntl } from 'react-intl';
import { useMessage } from '../../../hooks/use-message';
import { useToastedAction } from '../../../hooks/use-toasted-action';
import { useAdminUsers } from '../api/get-admin-users';
import { setMembership } from '../api/set-membership';
import { ReviewList, useReviewListState } from '../../../components/review-list';

/**
 * Every user for administrators, searched by username or e-mail, with their membership given or
 * taken from the row's actions (a member pays no company fee on sales).
 */
export function UserList() {
  const say = useMessage();
  const intl = useIntl();
  const runAction = useToastedAction();
  const list = useReviewListState({ search: '' });
  const answer = useAdminUsers(list.query);
  const yesNo = (value: boolean) => say(value ? 'adminUsers.yes' : 'adminUsers.no');

  const columns: DataTableColumn<AdminUser>[] = [
    {
      id: 'username',
      label: say('adminUsers.username'),
      isRowHeader: true,
      cell: (user) => <bdi>{user.username}</bdi>,
    },
    { id: 'email', label: say('adminUsers.email'), cell: (user) => user.email },
    {
      id: 'membership',
      label: say('adminUsers.membership'),
      cell: (user) => yesNo(user.has_membership),
    },
    { id: 'admin', label: say('adminUsers.admin'), cell: (user) => yesNo(user.is_admin) },
    {
      id: 'joined',
      label: say('adminUsers.joined'),
      cell: (user) => intl.formatDate(user.date_joined, { dateStyle: 'medium' }),
    },
  ];

  const toggleMembership = (user: AdminUser) => {
    const hasMembership = !user.has_membership;
    return runAction(() => setMembership(user.id, hasMembership), {
      title: intl.formatMessage(
        { id: hasMembership ? 'adminUsers.membershipGiven' : 'adminUsers.membershipTaken' },
        { username: user.username },
      ),
    });
  };

  return (
    <ReviewList
      label={say('adminUsers.title')}
      answer={answer}
      list={list}
      columns={columns}
      getRowId={(user) => user.id}
      getRowName={(user) => user.username}
      noMatchTitle={say('adminUsers.empty')}
      searchLabel={say('adminUsers.search')}
      actions={{
        items: (user) => [
          {
            id: 'membership',
            label: say(
              user.has_membership ? 'adminUsers.takeMembership' : 'adminUsers.giveMembership',
            ),
          },
        ],
        onAction: (_action, user) => void toggleMembership(user),
      }}
    />
  );
}

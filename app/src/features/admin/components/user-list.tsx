import type { AdminUser } from '@plaza/api';
import { DataTable, EmptyState, Pagination, type DataTableColumn } from '@plaza/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { LoadError } from '../../../components/errors/load-error';
import { useFailureToast } from '../../../hooks/use-failure-toast';
import { useMessage } from '../../../hooks/use-message';
import { usePaginationLabels } from '../../../hooks/use-pagination-labels';
import { toasts } from '../../../lib/toasts';
import { useAdminUsers } from '../api/get-admin-users';
import { setMembership } from '../api/set-membership';
import * as styles from './admin-list.css';

const PAGE_SIZE = 20;

/**
 * Every user for administrators, searched by username or e-mail, with their membership given or
 * taken from the row's actions (a member pays no company fee on sales).
 */
export function UserList() {
  const say = useMessage();
  const intl = useIntl();
  const paginationLabels = usePaginationLabels();
  const toastFailure = useFailureToast();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const { data, error, isValidating, mutate } = useAdminUsers({
    page,
    page_size: PAGE_SIZE,
    ...(search && { search }),
  });
  const yesNo = (value: boolean) => say(value ? 'adminUsers.yes' : 'adminUsers.no');

  const columns: DataTableColumn<AdminUser>[] = [
    {
      id: 'username',
      label: say('adminUsers.username'),
      isRowHeader: true,
      cell: (user) => user.username,
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

  const toggleMembership = async (user: AdminUser) => {
    const hasMembership = !user.has_membership;
    try {
      await setMembership(user.id, hasMembership);
      toasts.add({
        tone: 'success',
        title: intl.formatMessage(
          { id: hasMembership ? 'adminUsers.membershipGiven' : 'adminUsers.membershipTaken' },
          { username: user.username },
        ),
      });
    } catch (failure) {
      toastFailure(failure);
    }
  };

  return (
    <div className={styles.root}>
      {error && !data ? (
        <LoadError error={error} onRetry={() => void mutate()} isRetrying={isValidating} />
      ) : (
        <DataTable
          rows={data?.results ?? []}
          columns={columns}
          getRowId={(user) => user.id}
          getRowName={(user) => user.username}
          labels={{ table: say('adminUsers.title'), loading: say('common.loading') }}
          isLoading={!data}
          emptyState={<EmptyState title={say('adminUsers.empty')} headingLevel={2} />}
          search={{
            label: say('adminUsers.search'),
            clearLabel: say('explore.clearSearch'),
            defaultValue: search,
            onChange: (text) => {
              setSearch(text.trim());
              setPage(1);
            },
          }}
          rowActions={{
            columnLabel: say('admin.actions'),
            label: (name) => intl.formatMessage({ id: 'admin.actionsFor' }, { name }),
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
      )}
      <Pagination
        page={page}
        pageCount={Math.ceil((data?.count ?? 0) / PAGE_SIZE)}
        onPageChange={setPage}
        labels={paginationLabels}
      />
    </div>
  );
}

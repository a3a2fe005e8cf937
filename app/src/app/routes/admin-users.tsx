import { PageHeader } from '@plaza/ui';
import { UserList } from '../../features/admin/components/user-list';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useMessage } from '../../hooks/use-message';

/** `admin/users/`: every user, searched, with their membership (administrators). */
export function AdminUsersRoute() {
  useDocumentTitle('admin.users.title');
  const say = useMessage();
  return (
    <>
      <PageHeader title={say('admin.users.title')} description={say('adminUsers.intro')} />
      <UserList />
    </>
  );
}

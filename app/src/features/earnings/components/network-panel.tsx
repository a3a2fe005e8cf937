import type { NetworkMember, NetworkTree } from '@plaza/api';
import {
  CopyField,
  DataTable,
  EmptyState,
  NetworkLevels,
  Pagination,
  Select,
  type DataTableColumn,
} from '@plaza/ui';
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { ClearFiltersButton } from '../../../components/empty/clear-filters-button';
import { LoadError } from '../../../components/errors/load-error';
import { paths } from '../../../config/paths';
import { useMessage } from '../../../hooks/use-message';
import { usePaginationLabels } from '../../../hooks/use-pagination-labels';
import { useUser } from '../../../hooks/use-user';
import { MEMBERS_PAGE_SIZE, type NetworkPageQuery } from '../api/get-network';
import * as styles from './dashboard.css';

/** The select's key for every level at once. */
const ALL_LEVELS = 'all';

interface NetworkPanelProps {
  network: NetworkTree | undefined;
  error: Error | undefined;
  onRetry: () => void;
  isRetrying: boolean;
  query: NetworkPageQuery;
  onQueryChange: (query: NetworkPageQuery) => void;
}

/** The registration link that puts a newcomer in the user's network (`?ref=` prefills the code). */
function useReferralLink(): string | undefined {
  const { data: user } = useUser();
  if (!user) return undefined;
  return `${window.location.origin}${paths.register}?ref=${encodeURIComponent(user.referral_code)}`;
}

/**
 * The referral network: the link to share, how many people each level holds, and the members,
 * of one level or all, a page at a time.
 */
export function NetworkPanel({
  network,
  error,
  onRetry,
  isRetrying,
  query,
  onQueryChange,
}: NetworkPanelProps) {
  const say = useMessage();
  const intl = useIntl();
  const paginationLabels = usePaginationLabels();
  const link = useReferralLink();
  const filters = useRef<HTMLDivElement>(null);
  const plural = (id: 'dashboard.network.members' | 'dashboard.network.total') => (count: number) =>
    intl.formatMessage({ id }, { count });

  const columns: DataTableColumn<NetworkMember>[] = [
    {
      id: 'username',
      label: say('dashboard.network.username'),
      isRowHeader: true,
      cell: (member) => <bdi>{member.username}</bdi>,
    },
    {
      id: 'level',
      label: say('dashboard.network.level'),
      cell: (member) =>
        intl.formatMessage({ id: 'dashboard.network.levelName' }, { level: member.level }),
    },
    {
      id: 'joined',
      label: say('dashboard.network.joined'),
      cell: (member) => intl.formatDate(member.date_joined, { dateStyle: 'medium' }),
    },
  ];

  const levelOptions = [
    { id: ALL_LEVELS, label: say('dashboard.network.allLevels') },
    ...(network?.levels ?? []).map(({ level }) => ({
      id: String(level),
      label: intl.formatMessage({ id: 'dashboard.network.levelName' }, { level }),
    })),
  ];

  return (
    <>
      {link && (
        <CopyField
          label={say('dashboard.network.link')}
          description={say('dashboard.network.linkHint')}
          value={link}
          labels={{
            copy: say('dashboard.network.copy'),
            copied: say('dashboard.network.copied'),
            copyFailed: say('dashboard.network.copyFailed'),
          }}
        />
      )}
      {error && !network ? (
        <LoadError error={error} onRetry={onRetry} isRetrying={isRetrying} />
      ) : (
        <>
          {network && (
            <NetworkLevels
              levels={network.levels}
              labels={{
                level: (level) =>
                  intl.formatMessage({ id: 'dashboard.network.levelName' }, { level }),
                members: plural('dashboard.network.members'),
                total: plural('dashboard.network.total'),
                empty: say('dashboard.network.empty'),
              }}
            />
          )}
          {network && network.levels.length > 0 && (
            <>
              <div ref={filters} className={styles.filters}>
                <Select
                  label={say('dashboard.network.level')}
                  options={levelOptions}
                  selectedKey={query.level === null ? ALL_LEVELS : String(query.level)}
                  onSelectionChange={(key) =>
                    onQueryChange({
                      level: key === ALL_LEVELS || key === null ? null : Number(key),
                      page: 1,
                    })
                  }
                />
              </div>
              <DataTable
                rows={network.members.results}
                columns={columns}
                getRowId={(member) => member.username}
                getRowName={(member) => member.username}
                labels={{
                  table: say('dashboard.network.membersTitle'),
                  loading: say('common.loading'),
                }}
                emptyState={
                  <EmptyState
                    title={say('dashboard.network.noMembers')}
                    headingLevel={3}
                    action={
                      <ClearFiltersButton
                        onClear={() => onQueryChange({ level: null, page: 1 })}
                        filters={filters}
                      />
                    }
                  />
                }
              />
              <Pagination
                page={query.page}
                pageCount={Math.ceil(network.members.count / MEMBERS_PAGE_SIZE)}
                onPageChange={(page) => onQueryChange({ ...query, page })}
                labels={paginationLabels}
              />
            </>
          )}
        </>
      )}
    </>
  );
}

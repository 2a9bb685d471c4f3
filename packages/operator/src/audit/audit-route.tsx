import { Badge, HStack, Text } from '@chakra-ui/react';
import { useAuditPage } from '@keyclub/api-client';
import { type AuditEntry, formatDateTime } from '@keyclub/domain';
import { LoadingSkeleton, PagedReadView, PageShell, usePageQuery } from '@keyclub/ui-kit';
import { ConsoleCard, ConsoleList } from '../console-list.tsx';

const AUDIT_PAGE_LIMIT = 20;

const ACTION_LABELS: Record<string, string> = {
  'curation.add': 'Added to a list',
  'curation.remove': 'Removed from a list',
  'curation.order': 'Ordered a list',
  'suspension.membership.suspend': 'Suspended a membership',
  'suspension.membership.restore': 'Restored a membership',
  'suspension.business.suspend': 'Suspended a business',
  'suspension.business.restore': 'Restored a business',
  'purchase.retry': 'Retried a purchase',
  'purchase.refund': 'Refunded a purchase',
};

/** What the action was about, from its recorded details: the list, the membership, the business or the purchase. */
function subjectOf(entry: AuditEntry) {
  const { list, title, name } = entry.details;
  const named = typeof title === 'string' ? title : typeof name === 'string' ? name : null;
  const purchase = entry.subject_type === 'purchase' ? `Purchase #${entry.subject_id}` : null;
  return [typeof list === 'string' ? `List: ${list}` : null, named, purchase].filter(Boolean).join(' · ');
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  return (
    <ConsoleCard>
      <HStack justify="space-between" gap="2" flexWrap="wrap">
        <Badge colorPalette="brand">{ACTION_LABELS[entry.action] ?? entry.action}</Badge>
        <Text color="fg.muted" fontSize="sm">
          <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
        </Text>
      </HStack>
      <Text fontSize="sm">{subjectOf(entry)}</Text>
      <Text>“{entry.reason}”</Text>
      <Text color="fg.muted" fontSize="sm" truncate>
        by {entry.operator_email}
      </Text>
    </ConsoleCard>
  );
}

/** /operator/audit (issue 35): every operator action, newest first, a page at a time (`?page=`). */
function AuditPage() {
  const { page, setPage } = usePageQuery();
  const read = useAuditPage({ page, limit: AUDIT_PAGE_LIMIT });
  return (
    <PageShell title="Audit log">
      <PagedReadView
        read={read}
        failed="The audit log could not be loaded."
        loading={<LoadingSkeleton h="48" label="Loading the audit log" />}
        empty={{
          title: 'No operator actions yet',
          titleOnPage: 'Nothing on this page',
          description: 'Every change made in the console shows here: who, what, when and why.',
        }}
        pages={{ page, pageSize: AUDIT_PAGE_LIMIT, label: 'Audit log pages', onPageChange: setPage }}
      >
        {(entries) => (
          <ConsoleList label="Operator actions" ordered>
            {entries.map((entry) => (
              <AuditRow key={entry.id} entry={entry} />
            ))}
          </ConsoleList>
        )}
      </PagedReadView>
    </PageShell>
  );
}

/** Lazy route module of /operator/audit. */
export const Component = AuditPage;

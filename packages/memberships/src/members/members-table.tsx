import { Stack, Table, Text } from '@chakra-ui/react';
import { formatLocaleDateTime, type Member } from '@keyclub/domain';
import { SidewaysTable } from '@keyclub/ui-kit';

const STATE_LABELS: Record<Member['state'], string> = { ACTIVE: 'Active', EXPIRED: 'Expired' };

const dateOrDash = (at: string | null) => (at ? formatLocaleDateTime(at) : '—');

/**
 * One page of members. On a 390 px phone the holder and their copy share the first column; a long
 * title or email scrolls sideways inside the table.
 */
export function MembersTable({ members, stale }: { members: Member[]; stale: boolean }) {
  return (
    <SidewaysTable label="Members" stale={stale}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Member</Table.ColumnHeader>
          <Table.ColumnHeader>State</Table.ColumnHeader>
          <Table.ColumnHeader>Expires</Table.ColumnHeader>
          <Table.ColumnHeader>Last activation</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {members.map((member) => (
          <Table.Row key={member.token_id}>
            <Table.Cell>
              <Stack gap="0">
                <Text fontWeight="medium">{member.name || '—'}</Text>
                {member.email ? (
                  <Text color="fg.muted" textStyle="xs">
                    {member.email}
                  </Text>
                ) : null}
                <Text color="fg.muted" textStyle="xs">
                  {member.title} #{member.serial}
                </Text>
              </Stack>
            </Table.Cell>
            <Table.Cell>{STATE_LABELS[member.state]}</Table.Cell>
            <Table.Cell>{dateOrDash(member.expires_at)}</Table.Cell>
            <Table.Cell>{dateOrDash(member.last_activated_at)}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </SidewaysTable>
  );
}

import { Container, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useChangeCuration, useCuration, useOrderCuration } from '@keyclub/api-client';
import { CURATION_FLAGS, type CurationFlag, operatorReasonSchema } from '@keyclub/domain';
import { FieldTextarea, FormField, LoadError } from '@keyclub/ui-kit';
import { type ReactNode, useRef, useState } from 'react';
import { CuratedList } from './curated-list.tsx';
import { MembershipFinder } from './membership-finder.tsx';

/**
 * /operator/curation (issue 35): the featured, recommended and hot lists in their order, a finder to
 * add memberships, and the marketplace's banner and carousel as consumers see them. Every change
 * takes the reason typed above the lists; the audit log keeps it.
 */
export function CurationPage({ preview }: { preview: ReactNode }) {
  const curation = useCuration();
  const change = useChangeCuration();
  const order = useOrderCuration();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const reasonField = useRef<HTMLTextAreaElement>(null);
  const busy = change.isPending || order.isPending;

  /** Runs `act` with the reason, or says why there is none and goes to the field. */
  const withReason = (act: (reason: string) => void) => {
    const parsed = operatorReasonSchema.safeParse(reason);
    if (!parsed.success) {
      setReasonError(parsed.error.issues[0]?.message);
      reasonField.current?.focus();
      return;
    }
    setReasonError(undefined);
    act(parsed.data);
  };
  const onOrder = (flag: CurationFlag) => (tokenIds: number[]) =>
    withReason((why) => order.mutate({ flag, token_ids: tokenIds, reason: why }));

  return (
    <Container maxW="5xl" py={{ base: '6', md: '8' }}>
      <Stack gap="8">
        <Stack gap="1">
          <Heading as="h1" size="3xl">
            Curation
          </Heading>
          <Text color="fg.muted">What consumers see first on the marketplace, in the order you set.</Text>
        </Stack>
        <FormField
          label="Reason for the change"
          helper="Kept in the audit log with every change you make here."
          error={reasonError}
        >
          <FieldTextarea
            ref={reasonField}
            rows={2}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </FormField>
        {curation.isError && !curation.data ? (
          <LoadError
            title="The lists could not be loaded."
            onRetry={() => void curation.refetch()}
            retrying={curation.isFetching}
          />
        ) : !curation.data ? (
          <Skeleton h="48" aria-label="Loading the lists" />
        ) : (
          <>
            {CURATION_FLAGS.map((flag) => (
              <CuratedList
                key={flag}
                flag={flag}
                rows={curation.data[flag]}
                busy={busy}
                onOrder={onOrder(flag)}
                onRemove={(row) =>
                  withReason((why) => change.mutate({ id: row.id, flag, on: false, reason: why }))
                }
              />
            ))}
            <MembershipFinder
              curation={curation.data}
              busy={busy}
              onAdd={(token, flag) =>
                withReason((why) => change.mutate({ id: token.id, flag, on: true, reason: why }))
              }
            />
          </>
        )}
        <Stack as="section" aria-labelledby="preview-title" gap="4">
          <Heading as="h2" size="lg" id="preview-title">
            As consumers see it
          </Heading>
          {preview}
        </Stack>
      </Stack>
    </Container>
  );
}

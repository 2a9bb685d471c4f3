import { Button, Checkbox, HStack, Stack } from '@chakra-ui/react';
import { useOwnTokens, useSaveAnnouncement } from '@keyclub/api-client';
import type { Announcement, AnnouncementForm as AnnouncementFormData } from '@keyclub/domain';
import { announcementPaths } from '@keyclub/domain/paths';
import { FieldInput, FieldSelect, FieldTextarea, FORM_VALIDATION, FormField, notify } from '@keyclub/ui-kit';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { SendConfirmDialog } from '../shared/send-confirm-dialog.tsx';
import { savedToast } from '../shared/send-texts.ts';
import {
  type AnnouncementFormValues,
  announcementFormResolver,
  announcementFormValues,
  BLANK_ANNOUNCEMENT_FORM,
} from './announcement-form-schema.ts';
import { SendChoiceNote, SubmitButton } from './send-choice.tsx';

/** The business's memberships to choose from: its whole own list (50 at most, the API's page cap). */
export const OWN_MEMBERSHIPS = { page: 1, limit: 50 };

/**
 * Create (no announcement) or edit a draft (SPEC sections 2 and 4): one of the business's
 * memberships, a title and a description. Unticked, 'Create and Post' saves a draft (PENDING) and
 * the button says so; ticked, the button names how many holders it goes to, and a confirmation
 * naming them again sends it (ACTIVE). Fields are checked when left, and all of them on submit.
 */
export function AnnouncementForm({ announcement }: { announcement?: Announcement }) {
  const navigate = useNavigate();
  const { data: memberships } = useOwnTokens(OWN_MEMBERSHIPS);
  const save = useSaveAnnouncement();
  const form = useForm<AnnouncementFormValues, unknown, AnnouncementFormData>({
    ...FORM_VALIDATION,
    resolver: announcementFormResolver,
    defaultValues: announcement ? announcementFormValues(announcement) : BLANK_ANNOUNCEMENT_FORM,
  });
  const { errors } = form.formState;
  const [post, chosenId] = useWatch({ control: form.control, name: ['post', 'token_profile_id'] });
  const membershipId = chosenId === '' ? null : Number(chosenId);
  const membershipTitle =
    memberships?.data.find((token) => token.profile.id === membershipId)?.profile.title ?? 'this membership';
  // A send waits for its confirmation here; a draft is saved at once.
  const [toSend, setToSend] = useState<AnnouncementFormData | null>(null);

  const saveAndLeave = async (values: AnnouncementFormData) => {
    let saved: Announcement;
    try {
      saved = await save.mutateAsync({ id: announcement?.id, form: values });
    } catch {
      setToSend(null);
      return; // the error toast comes from the query client
    }
    if (saved.status === 'ACTIVE') notify.success(savedToast.sent(saved.user_count ?? 0));
    else notify.success(announcement ? savedToast.draftUpdated : savedToast.draftCreated);
    navigate(announcementPaths.list.href());
  };
  const onSubmit = form.handleSubmit((values) =>
    values.status === 'ACTIVE' ? setToSend(values) : saveAndLeave(values),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="5" maxW="2xl">
        <FormField label="Token Name" error={errors.token_profile_id?.message} required>
          <FieldSelect {...form.register('token_profile_id')}>
            <option value="">Choose a membership</option>
            {memberships?.data.map((token) => (
              <option key={token.profile.id} value={String(token.profile.id)}>
                {token.profile.title}
              </option>
            ))}
          </FieldSelect>
        </FormField>
        <FormField label="Title" error={errors.subject?.message} required>
          <FieldInput {...form.register('subject')} />
        </FormField>
        <FormField label="Description" error={errors.message?.message} required>
          <FieldTextarea rows={6} {...form.register('message')} />
        </FormField>
        <Stack gap="1">
          <Controller
            control={form.control}
            name="post"
            render={({ field }) => (
              <Checkbox.Root
                checked={field.value}
                onCheckedChange={({ checked }) => field.onChange(checked === true)}
                colorPalette="brand"
                aria-describedby="send-choice-note"
              >
                <Checkbox.HiddenInput name={field.name} onBlur={field.onBlur} />
                <Checkbox.Control />
                <Checkbox.Label>Create and Post</Checkbox.Label>
              </Checkbox.Root>
            )}
          />
          <SendChoiceNote
            id="send-choice-note"
            post={post}
            membershipId={membershipId}
            membershipTitle={membershipTitle}
          />
        </Stack>
        <HStack gap="3" flexWrap="wrap">
          <SubmitButton post={post} membershipId={membershipId} saving={save.isPending && toSend === null} />
          <Button asChild variant="outline">
            <RouterLink to={announcementPaths.list.href()}>Cancel</RouterLink>
          </Button>
        </HStack>
      </Stack>
      {toSend ? (
        <SendConfirmDialog
          tokenProfileId={toSend.token_profile_id}
          membershipTitle={membershipTitle}
          sending={save.isPending}
          onConfirm={() => void saveAndLeave(toSend)}
          onCancel={() => setToSend(null)}
        />
      ) : null}
    </form>
  );
}

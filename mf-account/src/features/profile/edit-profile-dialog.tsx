import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { useUpdateProfileMutation } from '@ciao/api-client/signed-in';
import type { SessionUser } from '@ciao/contracts';
import {
  ACCOUNT,
  INVALID_IMAGE_URL,
  isImageUrl,
  isLanguage,
  LANGUAGE_NAMES,
  LANGUAGES,
  profileFormSchema,
  type ProfileForm as ProfileValues,
} from '@ciao/contracts/web';
import { displayName, useSession, useToast, type ProfileDialogProps } from '@ciao/shell';
import { Button, Select, TextField } from '@ciao/ui';
import { Dialog, DialogClose } from '@ciao/ui/dialog';
import { FormActions } from '../../components/form-actions';
import { useProfileMessages } from '../../messages/profile';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccountDialog } from './delete-account-dialog';
import { ProfileImagePreview } from './profile-image-preview';
import { SignedInDevices } from './signed-in-devices';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const Who = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

const Names = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const ImageError = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const DangerZone = styled.section`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.dangerBorder};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.dangerSubtle};
`;

const DangerTitle = styled.h3`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

/** The user's name, image, password, signed-in devices and account deletion, in a dialog (the screen ProfileDialog opens it). */
export function EditProfileDialog({ open, onOpenChange, section }: ProfileDialogProps) {
  const { user } = useSession();
  const devicesTitleId = useId();
  const t = useProfileMessages();
  return (
    <Dialog
      closeLabel={t('profile.close')}
      open={open}
      onOpenChange={onOpenChange}
      title={t('profile.title')}
      description={t('profile.description')}
      initialFocus={section === 'devices' ? () => document.getElementById(devicesTitleId) : undefined}
    >
      {/* Dialog content mounts on each open, and again if the user changes: the form is re-filled from the session. */}
      <ProfileForm
        key={user?.id ?? 'nobody'}
        user={user}
        devicesTitleId={devicesTitleId}
        onClose={() => onOpenChange(false)}
      />
    </Dialog>
  );
}

function ProfileForm({
  user,
  devicesTitleId,
  onClose,
}: {
  user: SessionUser | null;
  devicesTitleId: string;
  onClose: () => void;
}) {
  const form = useForm<ProfileValues>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: { profileImageUrl: user?.profileImageUrl ?? '', nickname: user?.nickname ?? '' },
  });
  const [imageUrl, nickname] = useWatch({ control: form.control, name: ['profileImageUrl', 'nickname'] });
  const [imageFailed, setImageFailed] = useState(false);
  const update = useUpdateProfileMutation();
  const { toast } = useToast();
  const dangerZoneId = useId();
  const t = useProfileMessages();
  // '' follows the browser (docs/front-end.md, "Languages").
  const [language, setLanguage] = useState<string>(user?.language ?? '');
  const languageOptions = [
    { value: '', label: t('profile.languageOfBrowser') },
    ...LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] })),
  ];

  const trimmedUrl = imageUrl.trim();
  // Only an address that could be an image is loaded: half-typed text would be fetched from this site.
  const previewSrc = trimmedUrl ? (isImageUrl(trimmedUrl) ? trimmedUrl : null) : (user?.image ?? null);
  const name = displayName({ nickname, name: user?.name ?? null, email: user?.email ?? '' });

  const save = async (values: ProfileValues) => {
    if (update.isPending) return;
    try {
      // Resolves once the session is fetched again, so the menu shows the new name and picture.
      await update.mutateAsync({ ...values, language: isLanguage(language) ? language : null });
    } catch {
      toast({ title: t('profile.errorTitle'), description: t('profile.errorDescription'), variant: 'destructive' });
      return;
    }
    toast({ title: t('profile.updatedTitle'), description: t('profile.updatedDescription') });
    onClose();
  };
  // The one rule a user can break here is the image address's; the spec answers with a toast.
  const refuse = () => toast({ ...INVALID_IMAGE_URL, variant: 'destructive' });

  return (
    <Body>
      <Form noValidate onSubmit={form.handleSubmit(save, refuse)} aria-label={t('profile.title')}>
        <Who>
          <ProfileImagePreview name={name} src={previewSrc} failed={imageFailed} onError={() => setImageFailed(true)} />
          <Names>
            <strong>{name}</strong>
            {user?.email ? <Muted>{user.email}</Muted> : null}
          </Names>
        </Who>
        {imageFailed ? <ImageError role="alert">{t('profile.imageFailed')}</ImageError> : null}
        <TextField
          label={t('profile.imageUrl')}
          type="url"
          inputMode="url"
          autoComplete="photo"
          placeholder="https://example.com/photo.jpg"
          hint={t('profile.imageUrlHint')}
          {...form.register('profileImageUrl', { onChange: () => setImageFailed(false) })}
        />
        <TextField
          label={t('profile.nickname')}
          autoComplete="nickname"
          maxLength={ACCOUNT.nicknameMaxLength}
          {...form.register('nickname')}
        />
        <Select
          label={t('profile.language')}
          name="language"
          value={language}
          onValueChange={setLanguage}
          options={languageOptions}
        />
        <FormActions>
          <DialogClose>
            <Button variant="outline">{t('profile.cancel')}</Button>
          </DialogClose>
          <Button type="submit" loading={update.isPending}>
            {update.isPending ? t('profile.saving') : t('profile.save')}
          </Button>
        </FormActions>
      </Form>
      {user ? (
        <>
          <ChangePasswordForm userId={user.id} />
          <SignedInDevices userId={user.id} titleId={devicesTitleId} />
        </>
      ) : null}
      <DangerZone aria-labelledby={dangerZoneId}>
        <DangerTitle id={dangerZoneId}>{t('profile.dangerZone')}</DangerTitle>
        <Muted>{t('profile.deletePermanent')}</Muted>
        <DeleteAccountDialog onDeleted={onClose} />
      </DangerZone>
    </Body>
  );
}

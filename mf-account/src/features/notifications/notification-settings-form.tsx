import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useController, useForm, useWatch, type Control } from 'react-hook-form';
import styled from 'styled-components';
import { messageOr } from '@ciao/api-client';
import {
  DEFAULT_NOTIFICATION_EMAILS,
  NOTIFICATION_TOPICS,
  notificationSettingsSchema,
  type NotificationSettings,
  type NotificationTopic,
} from '@ciao/contracts/web';
import { useToast } from '@ciao/shell';
import { Button, VisuallyHidden } from '@ciao/ui';
import { Switch } from '@ciao/ui/controls';
import { NOTIFICATION_TOPIC_LABELS, PUSH_DEVICE_TEXTS } from './notification-topics';
import type { PushDevice } from '@ciao/api-client/signed-in';
import { useNotificationsMessages } from '../../messages/notifications';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const Topics = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  /* A fieldset is as wide as its longest word by default: the address under the topics would widen the page. */
  min-width: 0;
  margin: 0;
  padding: ${({ theme }) => theme.space[4]} 0 0;
  border: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Legend = styled.legend`
  padding: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const DeviceNote = styled(Hint)<{ $danger: boolean }>`
  margin-top: ${({ theme }) => theme.space[2]};
  color: ${({ theme, $danger }) => ($danger ? theme.colors.danger : theme.colors.textMuted)};
`;

export interface NotificationSettingsFormProps {
  /** The settings as last saved (all on for a user who never saved). */
  settings: NotificationSettings;
  /** Saves the seven booleans and the six e-mail switches; rejects with the server's answer. */
  onSave: (settings: NotificationSettings) => Promise<unknown>;
  /** The address mails go to, named under the e-mail topics. */
  email: string;
  /** This browser's push subscription: turning push on asks its permission and subscribes, off unsubscribes. */
  device: PushDevice;
}

interface TopicSwitchProps {
  control: Control<NotificationSettings>;
  topic: NotificationTopic;
  /** Which of the topic's two switches: by push (the spec's topic switch) or by e-mail. */
  by: 'push' | 'email';
  label: string;
  description?: string;
  /** Disabled and shown off; the setting keeps its own value. */
  off?: boolean;
}

/**
 * One way a topic reaches the user: each switch shows its own stored boolean and nothing else
 * (docs/notifications.md, "Channels"), so what it shows is what is saved and delivered.
 */
function TopicSwitch({ control, topic, by, label, description, off = false }: TopicSwitchProps) {
  const { field } = useController({ control, name: by === 'push' ? topic : `byEmail.${topic}` });
  const t = useNotificationsMessages();
  return (
    <Switch
      label={
        by === 'push' ? (
          label
        ) : (
          <>
            {label}
            <VisuallyHidden>{t('settings.byEmail')}</VisuallyHidden>
          </>
        )
      }
      description={description}
      checked={!off && field.value === true}
      disabled={off}
      onCheckedChange={(checked) => field.onChange(checked)}
    />
  );
}

/**
 * The master switch: on asks the browser's permission and subscribes this device (a refusal keeps
 * it off, with a message saying how to allow notifications); off unsubscribes this device.
 */
function PushSwitch({ control, device }: { control: Control<NotificationSettings>; device: PushDevice }) {
  const { field } = useController({ control, name: 'pushEnabled' });
  const [note, setNote] = useState<{ text: string; danger: boolean }>();
  const [busy, setBusy] = useState(false);
  const t = useNotificationsMessages();

  const change = async (on: boolean) => {
    setBusy(true);
    try {
      if (!on) {
        field.onChange(false);
        setNote(undefined);
        await device.disable().catch(() => undefined); // the server drops it anyway at sign-out; the switch is what counts
        return;
      }
      const result = await device.enable().catch(() => 'failed' as const);
      if (result === 'denied' || result === 'failed') {
        setNote({ text: t(PUSH_DEVICE_TEXTS[result]), danger: true });
        return;
      }
      field.onChange(true);
      setNote(result === 'unsupported' ? { text: t(PUSH_DEVICE_TEXTS.unsupported), danger: false } : undefined);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <Switch
        label={t('push.label')}
        description={t('push.description')}
        checked={field.value}
        busy={busy}
        onCheckedChange={(on) => void change(on)}
      />
      {note ? (
        <DeviceNote role={note.danger ? 'alert' : 'status'} $danger={note.danger}>
          {note.text}
        </DeviceNote>
      ) : null}
    </div>
  );
}

/**
 * The master push switch, the six topics by push, the six by e-mail, and Save Settings. While push
 * is off the push topics are disabled and shown off; each keeps its own value, so turning push on
 * again restores them. The e-mail topics do not depend on push.
 */
export function NotificationSettingsForm({ settings, onSave, device, email }: NotificationSettingsFormProps) {
  const form = useForm<NotificationSettings>({
    resolver: zodResolver(notificationSettingsSchema),
    defaultValues: { ...settings, byEmail: { ...DEFAULT_NOTIFICATION_EMAILS, ...settings.byEmail } },
  });
  const pushEnabled = useWatch({ control: form.control, name: 'pushEnabled' });
  const saving = form.formState.isSubmitting;
  const { toast } = useToast();
  const hintId = useId();
  const emailHintId = useId();
  const t = useNotificationsMessages();

  const save = async (draft: NotificationSettings) => {
    try {
      await onSave(draft);
      toast({ title: t('settings.savedTitle') });
    } catch (error) {
      toast({
        title: t('settings.errorTitle'),
        description: messageOr(error, t('settings.saveFailed')),
        variant: 'destructive',
      });
    }
  };

  return (
    <Form noValidate onSubmit={form.handleSubmit(save)} aria-label={t('settings.form')}>
      <PushSwitch control={form.control} device={device} />
      <Topics disabled={!pushEnabled} aria-describedby={pushEnabled ? undefined : hintId}>
        <Legend>{t('settings.notifyAbout')}</Legend>
        {pushEnabled ? null : <Hint id={hintId}>{t('settings.turnOnPush')}</Hint>}
        {NOTIFICATION_TOPICS.map((topic) => (
          <TopicSwitch
            key={topic}
            control={form.control}
            topic={topic}
            by="push"
            off={!pushEnabled}
            label={t(NOTIFICATION_TOPIC_LABELS[topic].label)}
            description={t(NOTIFICATION_TOPIC_LABELS[topic].description)}
          />
        ))}
      </Topics>
      <Topics aria-describedby={emailHintId}>
        <Legend>{t('settings.emailAbout')}</Legend>
        <Hint id={emailHintId}>{t('settings.sentTo', { email })}</Hint>
        {NOTIFICATION_TOPICS.map((topic) => (
          <TopicSwitch
            key={topic}
            control={form.control}
            topic={topic}
            by="email"
            label={t(NOTIFICATION_TOPIC_LABELS[topic].label)}
          />
        ))}
      </Topics>
      <Button type="submit" fullWidth loading={saving}>
        {saving ? t('settings.saving') : t('settings.save')}
      </Button>
    </Form>
  );
}

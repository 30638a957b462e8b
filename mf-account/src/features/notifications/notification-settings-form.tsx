import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { messageOr } from '@ciao/api-client';
import type { NotificationSettings } from '@ciao/contracts';
import { NOTIFICATION_TOPICS } from '@ciao/contracts/web';
import { useToast } from '@ciao/shell';
import { Button, Switch } from '@ciao/ui';
import { NOTIFICATION_TOPIC_LABELS } from './notification-topics';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const Topics = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
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
`;

export interface NotificationSettingsFormProps {
  /** The settings as last saved (all on for a user who never saved). */
  settings: NotificationSettings;
  /** Saves all seven booleans; rejects with the server's answer. */
  onSave: (settings: NotificationSettings) => Promise<unknown>;
}

/**
 * The master push switch, the six topics and Save Settings. While push is off the topics are
 * disabled and shown off; each keeps its own value, so turning push on again restores them.
 */
export function NotificationSettingsForm({ settings, onSave }: NotificationSettingsFormProps) {
  const [draft, setDraft] = useState(settings);
  const [saving, setSaving] = useState(false);
  const { toast } = useToast();
  const hintId = useId();

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    try {
      await onSave(draft);
      toast({ title: 'Settings Saved' });
    } catch (error) {
      toast({ title: 'Error', description: messageOr(error, 'Unable to save settings.'), variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form noValidate onSubmit={save} aria-label="Notification settings">
      <Switch
        label="Push Notifications"
        description="Turn every notification on this device on or off."
        checked={draft.pushEnabled}
        onCheckedChange={(pushEnabled) => setDraft((d) => ({ ...d, pushEnabled }))}
      />
      <Topics disabled={!draft.pushEnabled} aria-describedby={draft.pushEnabled ? undefined : hintId}>
        <Legend>Notify me about</Legend>
        {draft.pushEnabled ? null : <Hint id={hintId}>Turn on push notifications to choose topics.</Hint>}
        {NOTIFICATION_TOPICS.map((topic) => (
          <Switch
            key={topic}
            label={NOTIFICATION_TOPIC_LABELS[topic].label}
            description={NOTIFICATION_TOPIC_LABELS[topic].description}
            checked={draft.pushEnabled && draft[topic]}
            disabled={!draft.pushEnabled}
            onCheckedChange={(on) => setDraft((d) => ({ ...d, [topic]: on }))}
          />
        ))}
      </Topics>
      <Button type="submit" fullWidth loading={saving}>
        {saving ? 'Saving...' : 'Save Settings'}
      </Button>
    </Form>
  );
}

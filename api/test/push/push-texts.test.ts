// Every push text, exactly as a phone shows it (docs/notifications.md, "What is sent"): the app is
// named as the spec names it, and no text asks for something the app does not offer.
import { notificationText, TOPIC_OF } from '../../src/components/notifications/notification-events';
import type { NotificationEvent } from '../../src/components/notifications/notification-events';

const NOW = new Date('2026-01-15T12:00:00Z');

const EXPECTED: {
  [K in NotificationEvent['kind']]: [Extract<NotificationEvent, { kind: K }>, { title: string; body: string }];
} = {
  contractCompleted: [
    { kind: 'contractCompleted', durationHours: 1, rewardCiao: '42000' },
    { title: 'Mining complete', body: 'Your Lightning (1 hour) simulation has ended: 42,000.00 $CIAO credited.' },
  ],
  rewardsReachedMinimum: [
    { kind: 'rewardsReachedMinimum', valueUsd: '2.529' },
    {
      title: 'Rewards available',
      body: 'Your pending credits are worth $2.52: you can now generate a store credit code.',
    },
  ],
  codeExpiringSoon: [
    { kind: 'codeExpiringSoon', code: 'CIAO-ABC123-DEF456', amountUsd: '3', expiresAt: '2026-01-17T13:00:00Z' },
    {
      title: 'Store credit expiring soon',
      body: 'Your $3.00 code CIAO-ABC123-DEF456 expires in 2 days. Use it before it is gone.',
    },
  ],
  referralBonus: [
    { kind: 'referralBonus', amountCiao: '50000' },
    { title: 'Referral bonus', body: 'A referral bonus of 50,000.00 $CIAO was credited to your balance.' },
  ],
  codeUsed: [
    { kind: 'codeUsed', code: 'CIAO-ABC123-DEF456', amountUsd: '2.8' },
    { title: 'Store credit used', body: 'Your $2.80 code CIAO-ABC123-DEF456 was used at the store.' },
  ],
  newDeviceSignIn: [
    { kind: 'newDeviceSignIn', device: 'Safari on iPhone', at: '2026-11-29T03:05:00.000Z', countryCode: 'IT' },
    {
      title: 'New sign-in',
      body: 'Your account was signed in from a new device: Safari on iPhone, 29 Nov 2026, 03:05 UTC, from Italy (approximate). If this was not you, sign that device out under Signed-in devices in your profile and change your password.',
    },
  ],
  passwordChanged: [
    { kind: 'passwordChanged' },
    {
      title: 'Password changed',
      body: 'Your password was changed and every other device was signed out. If this was not you, reset it with "Forgot password?" at once.',
    },
  ],
  promotion: [
    { kind: 'promotion', title: 'Double rewards', body: 'This weekend only.', url: '/referral' },
    { title: 'Double rewards', body: 'This weekend only.' },
  ],
  weeklySummary: [
    { kind: 'weeklySummary', simulations: 1, earnedCiao: '42000', codes: 0 },
    {
      title: 'Your week on $CIAO MINING',
      body: 'Last week: 1 simulation, 42,000.00 $CIAO earned, 0 store credit codes.',
    },
  ],
  referralReminder: [
    { kind: 'referralReminder' },
    {
      title: 'Your first mining is waiting',
      body: 'The friend who invited you to $CIAO MINING sends a reminder: start your first mining simulation, and you both receive $5 in $CIAO once it completes.',
    },
  ],
};

describe('push texts', () => {
  it.each(Object.keys(TOPIC_OF) as NotificationEvent['kind'][])('%s: the exact title and body', (kind) => {
    const [event, text] = EXPECTED[kind];
    expect(notificationText(event, NOW)).toMatchObject(text);
  });

  it.each([
    ['it', 'Mining completato', 'La tua simulazione Marathon (24 ore) è terminata: 1.234.567,89 $CIAO accreditati.'],
    ['es', 'Minería completada', 'Tu simulación Marathon (24 horas) ha terminado: 1.234.567,89 $CIAO acreditados.'],
  ] as const)('contractCompleted in the language the user chose (%s), with its numbers', (language, title, body) => {
    const event = { kind: 'contractCompleted', durationHours: 24, rewardCiao: '1234567.891', language } as const;
    expect(notificationText(event, NOW)).toMatchObject({ title, body });
  });

  it('codeExpiringSoon and newDeviceSignIn in Italian and Spanish: hours, the last hour, no country, an old alert', () => {
    const expiring = (hoursLeft: number, language: 'it' | 'es') =>
      notificationText(
        {
          kind: 'codeExpiringSoon',
          code: 'CIAO-ABC123-DEF456',
          amountUsd: '1234',
          expiresAt: new Date(NOW.getTime() + hoursLeft * 3_600_000).toISOString(),
          language,
        },
        NOW,
      ).body;
    expect(expiring(1.5, 'it')).toBe(
      'Il tuo codice CIAO-ABC123-DEF456 da $1.234,00 scade tra 1 ora. Usalo prima che sia troppo tardi.',
    );
    expect(expiring(5, 'es')).toBe(
      'Tu código CIAO-ABC123-DEF456 de $1.234,00 caduca en 5 horas. Úsalo antes de que desaparezca.',
    );
    expect(expiring(0.5, 'es')).toBe(
      'Tu código CIAO-ABC123-DEF456 de $1.234,00 caduca antes de una hora. Úsalo antes de que desaparezca.',
    );
    const at = '2026-02-03T23:59:00.000Z';
    expect(
      notificationText({ kind: 'newDeviceSignIn', device: 'Firefox', at, countryCode: null, language: 'it' }, NOW).body,
    ).toBe(
      'È stato effettuato un accesso al tuo account da un nuovo dispositivo: Firefox, 3 feb 2026, 23:59 UTC. Se non sei stato tu, disconnetti quel dispositivo in Dispositivi connessi nel tuo profilo e cambia la password.',
    );
    expect(
      notificationText({ kind: 'newDeviceSignIn', device: 'Firefox', at, countryCode: 'DE', language: 'it' }, NOW).body,
    ).toContain('Firefox, 3 feb 2026, 23:59 UTC, posizione approssimativa: Germania.');
    expect(notificationText({ kind: 'newDeviceSignIn', language: 'es' }, NOW).body).toBe(
      'Se ha iniciado sesión en tu cuenta desde un dispositivo nuevo. Si no fuiste tú, avísanos desde la página Contacto del menú de la app.',
    );
  });

  it('weeklySummary counts with ICU plurals in each language', () => {
    const summary = (simulations: number, codes: number, language?: 'it') =>
      notificationText({ kind: 'weeklySummary', simulations, earnedCiao: '1234.5', codes, language }, NOW).body;
    expect(summary(2, 1)).toBe('Last week: 2 simulations, 1,234.50 $CIAO earned, 1 store credit code.');
    expect(summary(1, 2, 'it')).toBe(
      'La settimana scorsa: 1 simulazione, 1.234,50 $CIAO guadagnati, 2 codici di credito per lo store.',
    );
  });

  it('newDeviceSignIn: an address without a country says none; an alert queued before alerts named the sign-in still reads', () => {
    const at = '2026-11-29T23:59:00.000Z';
    expect(notificationText({ kind: 'newDeviceSignIn', device: 'Firefox', at, countryCode: null }, NOW).body).toBe(
      'Your account was signed in from a new device: Firefox, 29 Nov 2026, 23:59 UTC. If this was not you, sign that device out under Signed-in devices in your profile and change your password.',
    );
    expect(notificationText({ kind: 'newDeviceSignIn' }, NOW).body).toBe(
      'Your account was signed in from a new device. If this was not you, tell us through the Contact page in the app menu.',
    );
  });

  it('name the app "$CIAO MINING" (never "Ciao"); only the security alerts speak of passwords', () => {
    for (const [event] of Object.values(EXPECTED)) {
      const { title, body } = notificationText(event, NOW);
      expect(`${title} ${body}`).not.toMatch(/\bCiao\b/);
      if (TOPIC_OF[event.kind] !== 'securityAlerts') expect(`${title} ${body}`).not.toMatch(/password/i);
    }
  });
});

// The app in the phone's language (docs/front-end.md, "Languages"): a phone preferring Italian sees
// the sign-in screen, the dashboard and the store credit screen in Italian, with Italian number
// formats; it chooses Spanish in the profile, which stays on the account whatever the browser
// prefers; a contract then completes, and its push (a local push service the API posts to) and its
// mail (the API's development mailbox) are in Spanish.
import { startFakePushService, type FakePushService } from '../../api/test/support/push-service';
import { expect, test } from '../support/fixtures';
import { registerThroughApi } from '../support/referral';

test.use({ locale: 'it-IT' });

let push: FakePushService;
test.beforeAll(async () => {
  push = await startFakePushService(Number(process.env.E2E_PUSH_PORT));
});
test.afterAll(async () => {
  await push.close();
});

const spoken = /Quanto fa (\d+) (più|meno|per) (\d+)\?/;
/** An amount of $CIAO as Italian and Spanish write it: "61.764,71 $CIAO". */
const groupedCiao = /^\d{1,3}(\.\d{3})+,\d{2} \$CIAO$/;

test('a phone preferring Italian uses the app in Italian, chooses Spanish in the profile, and gets a completed contract by push and mail in Spanish', async ({
  page,
  request,
}) => {
  const account = await registerThroughApi({ request }, 'Lia Lingua');

  await page.goto('/auth');
  await expect(page.locator('html')).toHaveAttribute('lang', 'it-IT');
  await expect(page.getByText('Simulazione didattica di crediti. Accedi per continuare.')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Registrati' })).toBeVisible();
  await expect(page).toHaveTitle('Accedi · $CIAO MINING');

  const login = page.getByRole('form', { name: 'Accedi' });
  await login.getByLabel('Email').fill(account.email);
  await login.getByLabel('Password').fill(account.password);
  const [, a, operator, b] = spoken.exec((await login.getByText(spoken).textContent()) ?? '') ?? [];
  const [x, y] = [Number(a), Number(b)];
  await login
    .getByLabel('Risposta captcha')
    .fill(String(operator === 'più' ? x + y : operator === 'meno' ? x - y : x * y));
  await login.getByRole('button', { name: 'Accedi' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Accesso riuscito!', { exact: true })).toBeVisible();

  // The dashboard in Italian, its amounts with Italian separators, the page titled in Italian.
  await expect(page.getByRole('region', { name: 'Avvia il mining di crediti' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Crediti totali' })).toContainText('0,00');
  await expect(page.getByRole('group', { name: 'Ricevi' }).getByText(groupedCiao)).toBeVisible();
  await expect(page.getByText('Minimo per i codici sconto: $2,50 USD')).toBeVisible();
  await expect(page).toHaveTitle('Dashboard · $CIAO MINING');

  // The content pages in Italian: the FAQs from the side menu, the terms from the footer.
  await page.getByRole('button', { name: 'Apri il menu' }).click();
  await page
    .getByRole('navigation', { name: 'Menu principale' })
    .getByRole('link', { name: 'Domande frequenti' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Domande frequenti' })).toBeVisible();
  await expect(page.getByText('Ultimo aggiornamento: luglio 2025')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Crediti e codici sconto' })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Termini e condizioni' }).click();
  await expect(page.getByRole('heading', { level: 2, name: '1. Una simulazione educativa' })).toBeVisible();
  await expect(page.getByText('Ultimo aggiornamento: novembre 2025')).toBeVisible();
  await page.getByRole('link', { name: 'Torna alla dashboard' }).click();

  // The store credit screen from the side menu, in Italian.
  await page.getByRole('button', { name: 'Apri il menu' }).click();
  await page
    .getByRole('navigation', { name: 'Menu principale' })
    .getByRole('link', { name: 'Crediti del negozio' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Crediti del negozio' })).toBeVisible();
  await expect(page).toHaveTitle('Crediti del negozio · $CIAO MINING');
  await expect(page.getByText('Sotto il minimo')).toBeVisible();
  await expect(page.getByText('Mancano $2,50 per generare codici')).toBeVisible();
  await expect(
    page.getByText('I codici sono monouso, valgono fino a $5,00 ciascuno e scadono dopo 30 giorni.'),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Apri il menu' }).click();
  await page.getByRole('button', { name: 'Apri il profilo di Lia Lingua' }).click();
  const profile = page.getByRole('dialog', { name: 'Profilo' });
  await expect(profile.getByRole('combobox', { name: 'Lingua' })).toHaveValue('');
  await profile.getByRole('combobox', { name: 'Lingua' }).selectOption({ label: 'Español' });
  await profile.getByRole('button', { name: 'Salva' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-ES');
  await expect(page.getByRole('heading', { level: 1, name: 'Créditos de la tienda' })).toBeVisible();

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-ES');
  const session = await page.request.get('/api/auth/session');
  expect(((await session.json()) as { user: { language: string } }).user.language).toBe('es');

  // The API's words follow the page's language, not the browser's (still Italian): a wrong current password.
  await page.getByRole('button', { name: 'Abrir el menú' }).click();
  await page.getByRole('button', { name: 'Abrir el perfil de Lia Lingua' }).click();
  const spanishProfile = page.getByRole('dialog', { name: 'Perfil' });
  await spanishProfile.getByRole('button', { name: 'Cambiar contraseña' }).click();
  const password = spanishProfile.getByRole('form', { name: 'Cambiar contraseña' });
  await password.getByLabel('Contraseña actual', { exact: true }).fill('not-the-password');
  await password.getByLabel('Nueva contraseña', { exact: true }).fill('another1');
  await password.getByLabel('Confirmar nueva contraseña', { exact: true }).fill('another1');
  await password.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(password.getByText('Tu contraseña actual no es correcta.')).toBeVisible();

  // This phone takes pushes; a 1 h contract started from the Spanish dashboard lasts 6 s here (MINING_TIME_SCALE).
  const { id: device, ...subscription } = push.subscribe();
  const saved = await page.request.post(`/api/user/${account.id}/push-subscription`, { data: subscription });
  expect(saved.status(), await saved.text()).toBe(200);
  const settings = await (await page.request.get('/api/notifications/settings')).json();
  const stored = await page.request.post('/api/notifications/settings', {
    data: { ...settings, contractCompleted: true, byEmail: { ...settings.byEmail, contractCompleted: true } },
  });
  expect(stored.status(), await stored.text()).toBe(200);

  await page.goto('/');
  const start = page.getByRole('region', { name: 'Iniciar minería de créditos' });
  await start.getByText('Lightning', { exact: true }).click();
  await expect(start.getByRole('radio', { name: /^1h Lightning 2x · bono \+100% \$0,06 USD/ })).toBeChecked();
  await start.getByRole('button', { name: 'Iniciar minería de 1h' }).click();
  await expect(page.getByText('¡Minería de créditos iniciada!', { exact: true })).toBeVisible();

  await expect
    .poll(() => push.messagesOf(device).map(({ title }) => title), { timeout: 20_000 })
    .toContain('Minería completada');
  expect(push.messagesOf(device).find(({ title }) => title === 'Minería completada')?.body).toMatch(
    /^Tu simulación Lightning \(1 hora\) ha terminado: [\d.]+,\d{2} \$CIAO acreditados\.$/,
  );
  await expect
    .poll(
      async () => {
        const { mails } = (await (await page.request.get('/dev/mail/messages.json')).json()) as {
          mails: { to: string[]; subject: string }[];
        };
        return mails.filter((m) => m.to.includes(account.email.toLowerCase())).map((m) => m.subject);
      },
      { timeout: 20_000 },
    )
    .toContain('Tu simulación de $CIAO MINING ha terminado');
});

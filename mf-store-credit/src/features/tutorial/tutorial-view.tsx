import { Link } from '@ciao/shell/router';
import styled from 'styled-components';
import { SectionCard } from '@ciao/ui/controls';
import { STORE_CREDIT } from '@ciao/contracts/web';
import { formatUsd } from '@ciao/contracts/money';
import { localeTag, useLocale } from '@ciao/shell';
import { Button, Notice, Page } from '@ciao/ui';
import { useStoreCreditMessages, type StoreCreditMessageKey } from '../../messages';

const Column = styled(Page)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 720px;

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
`;

const Lead = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Steps = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
`;

const Step = styled.li`
  display: grid;
  /* minmax(0, ...): a longer translation's long word wraps instead of widening the page. */
  grid-template-columns: 2.5rem minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  counter-increment: step;
  overflow-wrap: anywhere;

  &::before {
    content: counter(step);
    display: flex;
    align-items: center;
    justify-content: center;
    width: 2.5rem;
    height: 2.5rem;
    border-radius: ${({ theme }) => theme.radii.full};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    margin: ${({ theme }) => theme.space[1]} 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Bullets = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding-left: ${({ theme }) => theme.space[5]};
`;

const TUTORIAL_STEPS: { title: StoreCreditMessageKey; text: StoreCreditMessageKey }[] = [
  { title: 'tutorial.mineTitle', text: 'tutorial.mine' },
  { title: 'tutorial.reachTitle', text: 'tutorial.reach' },
  { title: 'tutorial.generateTitle', text: 'tutorial.generate' },
  { title: 'tutorial.useTitle', text: 'tutorial.use' },
];

/** /tutorial/store-credits: four steps, key benefits, important notes, and the way to /store-credit. */
export function TutorialView() {
  const t = useStoreCreditMessages();
  const locale = localeTag(useLocale());
  const values = {
    min: formatUsd(STORE_CREDIT.minUsd, 2, 'half-up', locale),
    max: formatUsd(STORE_CREDIT.maxUsd, 2, 'half-up', locale),
    days: STORE_CREDIT.codeTtlDays,
  };
  return (
    <Column>
      <header>
        <h1>{t('tutorial.title')}</h1>
        <Lead>{t('tutorial.lead')}</Lead>
      </header>
      <SectionCard title={t('tutorial.steps')}>
        <Steps>
          {TUTORIAL_STEPS.map((step) => (
            <Step key={step.title}>
              <div>
                <h3>{t(step.title, values)}</h3>
                <p>{t(step.text, values)}</p>
              </div>
            </Step>
          ))}
        </Steps>
      </SectionCard>
      <SectionCard title={t('tutorial.benefits')}>
        <Bullets>
          <li>{t('tutorial.benefitLearn')}</li>
          <li>{t('tutorial.benefitInstant', values)}</li>
          <li>{t('tutorial.benefitHistory')}</li>
          <li>{t('tutorial.benefitFlagged', { days: STORE_CREDIT.expiringSoonDays })}</li>
        </Bullets>
      </SectionCard>
      <SectionCard title={t('tutorial.notes')}>
        <Notice variant="warning" role="note" title={t('tutorial.beforeRedeem')}>
          <Bullets>
            <li>{t('tutorial.noteVirtual')}</li>
            <li>{t('tutorial.noteOnce', values)}</li>
            <li>{t('tutorial.noteMinimum', values)}</li>
            <li>{t('tutorial.noteOverLimit', values)}</li>
            <li>{t('tutorial.noteDelete')}</li>
          </Bullets>
        </Notice>
      </SectionCard>
      <Button as={Link} to="/store-credit" size="lg" fullWidth>
        {t('tutorial.goToStoreCredits')}
      </Button>
    </Column>
  );
}

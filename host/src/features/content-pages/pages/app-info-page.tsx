import { Link } from '@ciao/shell/router';
import { ACCOUNT, MINING_HOURS, STORE_CREDIT } from '@ciao/contracts/web';
import { Notice } from '@ciao/ui';
import { ContentPage, ContentSection } from '../content-page';

const shortest = Math.min(...MINING_HOURS);
const longest = Math.max(...MINING_HOURS);

/** /app-info: what the app is and is not (spec section 2). */
export function AppInfoPage() {
  return (
    <ContentPage title="link.appInfo">
      <Notice variant="info" title="Educational simulation" role="note">
        $CIAO MINING is an educational simulation. No real cryptocurrency is mined or earned, and nothing in the app is
        financial, investment or tax advice.
      </Notice>

      <ContentSection title="What this app is">
        <p>
          $CIAO MINING shows, in a simple and safe way, how timed mining contracts, rates and rewards work. You start a
          simulated contract of {shortest} to {longest} hours, watch credits build up, and see how the duration, the
          multiplier and the service fee change the result.
        </p>
        <p>
          The simulation runs on our servers: none of your computing power, hardware or electricity is used, and no
          blockchain is mined.
        </p>
      </ContentSection>

      <ContentSection title="Tokens are virtual">
        <p>
          The $CIAO credits you earn in the app are virtual tokens with no real-world value. They are not a
          cryptocurrency, cannot be withdrawn, sold, transferred to another account or exchanged for cash or
          crypto-assets.
        </p>
        <p>Amounts shown in USD or SOL next to your credits are illustrations for learning purposes only.</p>
      </ContentSection>

      <ContentSection title="Credits convert to discount codes">
        <p>
          The only thing your credits can become is a discount code. Once they are worth at least ${STORE_CREDIT.minUsd}{' '}
          USD, you can turn them into a single-use code worth up to ${STORE_CREDIT.maxUsd} USD, valid for{' '}
          {STORE_CREDIT.codeTtlDays} days at our own official store and nowhere else.
        </p>
        <p>
          <Link to="/tutorial/store-credits">How store credits work</Link>
        </p>
      </ContentSection>

      <ContentSection title="Legal compliance">
        <p>
          Using the app costs nothing and requires no purchase. Because credits cannot be cashed out and no real
          cryptocurrency changes hands, the app is not a financial service, an investment or a game of chance. We follow
          the consumer protection and data protection rules that apply to us, and we handle your personal data as our{' '}
          <Link to="/privacy">Privacy &amp; Policy</Link> describes.
        </p>
        <p>
          Every use of the app is governed by our <Link to="/terms">Terms &amp; Conditions</Link>.
        </p>
      </ContentSection>

      <ContentSection title={`For adults (${ACCOUNT.minimumAge}+)`}>
        <p>
          The app is only for people aged {ACCOUNT.minimumAge} or over, or older where the law of their country sets a
          higher minimum age. We check your age when you register, from your date of birth and your country.
        </p>
        <p>Each person may have one account, and each IP address may be used for one account.</p>
      </ContentSection>
    </ContentPage>
  );
}

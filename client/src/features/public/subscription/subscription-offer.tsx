import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import type { PublicSubscriptionOfferQuery } from '../../../gql/graphql';
import { formatTry } from '../../../lib/i18n/format-money';
import { useLang } from '../../../lib/i18n/use-lang';
import { CONTENT_LANG } from '../../../lib/i18n/content-lang';

export type SubscriptionOffer = PublicSubscriptionOfferQuery['publicSubscriptionOffer'];
export type PlanKind = 'personal' | 'corporate';

/** An IBAN in groups of four, as it is printed and read aloud: `TR12 0006 4000 …`. */
export function formatIban(iban: string): string {
  return iban.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

/** The yearly price of a plan in the interface language (`₺1.500,00`). */
export function planPrice(offer: SubscriptionOffer, plan: PlanKind, lang: ReturnType<typeof useLang>): string {
  return formatTry(plan === 'personal' ? offer.personalPrice : offer.corporatePrice, lang);
}

/** Where and how to pay: bank, account holder and IBAN (spec §1: payment by transfer, active once paid). */
export function BankAccount({ offer, headingId }: { offer: SubscriptionOffer; headingId: string }) {
  const { t } = useLingui();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ border: 1, borderColor: 'divider', bgcolor: 'background.paper', p: 3, borderTop: 4, borderTopColor: 'primary.main' }}>
      <Typography id={headingId} variant="h6" component="h2" gutterBottom>
        {t`Ödeme: banka havalesi`}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1, '& dt': { color: 'text.secondary', fontSize: '0.9rem' }, '& dd': { m: 0, fontWeight: 600 } }}>
        <dt>{t`Banka`}</dt>
        <dd lang={CONTENT_LANG}>{offer.bankName}</dd>
        <dt>{t`Hesap sahibi`}</dt>
        <dd lang={CONTENT_LANG}>{offer.accountHolder}</dd>
        <dt>IBAN</dt>
        <dd>
          <Box component="span" sx={{ fontFamily: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace', letterSpacing: '0.02em', wordBreak: 'break-word' }}>
            {formatIban(offer.iban)}
          </Box>
        </dd>
      </Box>
      <Typography variant="body2" color="textSecondary" sx={{ mt: 2 }}>
        {t`Açıklama kısmına adınızı ya da kurumunuzun adını yazın. Aboneliğiniz ödemeniz bize ulaştığında başlar.`}
      </Typography>
    </Box>
  );
}

/** The next step after a request: the amount to transfer, to which account, and when it starts. */
export function NextStep({ offer, plan }: { offer: SubscriptionOffer; plan: PlanKind }) {
  const { t } = useLingui();
  const lang = useLang();
  const amount = planPrice(offer, plan, lang);
  const iban = formatIban(offer.iban);
  const holder = offer.accountHolder;
  const bank = offer.bankName;
  const months = offer.months;
  return (
    <>
      {t`Aboneliği başlatmak için ${amount} tutarını ${bank} nezdindeki ${holder} hesabına (IBAN ${iban}) havale ya da EFT ile gönderin. Aboneliğiniz ödemeniz bize ulaştığında başlar ve ${months} ay sürer.`}
    </>
  );
}

import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { isLang, type Lang } from '../../../lib/i18n/languages';
import type { SessionUser } from '../../../lib/session/session';
import { useChangeLanguage } from '../../../lib/session/use-change-language';
import { ProfileSectionIntro } from './profile-section';

/** Each language named in itself, so it can be found whichever is on. */
const LANGUAGES: Array<{ lang: Lang; name: string }> = [
  { lang: 'tr', name: 'Türkçe' },
  { lang: 'en', name: 'English' },
];

/**
 * The interface language stored on the user (changeLanguage). Choosing one switches the admin at
 * once (the session user's language drives it); a refusal keeps the language and toasts.
 */
export function LanguageForm({ user }: { user: Pick<SessionUser, 'language'> }) {
  const { t } = useLingui();
  const titleId = useId();
  const { changeLanguage, changing } = useChangeLanguage();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, md: 3 }, maxWidth: 720 }}>
      <ProfileSectionIntro id={titleId} title={t`Arayüz dili`}>
        {t`Yönetim paneli seçtiğiniz dilde görünür; seçiminiz hesabınızda saklanır.`}
      </ProfileSectionIntro>
      <FormControl disabled={changing}>
        <RadioGroup
          aria-labelledby={titleId}
          name="language"
          value={user.language}
          onChange={(event) => {
            if (isLang(event.target.value)) void changeLanguage(event.target.value);
          }}
        >
          {LANGUAGES.map(({ lang, name }) => (
            <FormControlLabel key={lang} value={lang} control={<Radio />} label={name} lang={lang} />
          ))}
        </RadioGroup>
      </FormControl>
    </Paper>
  );
}

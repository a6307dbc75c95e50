import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../app/AppServices';
import { currentLanguage, switchLanguage } from '../../i18n';
import { DropdownItem, DropdownMenu } from '../ui/DropdownMenu';
import ui from '../ui/ui.module.css';

/** Language switch: a button labelled 'Jazyk'/'Language' with one item per configured language (reloads the page). */
export function LanguageMenu({ variant = 'subtle' }: { variant?: 'subtle' | 'default' }) {
  const { t } = useTranslation();
  const { config } = useAppServices();
  const current = currentLanguage();
  return (
    <DropdownMenu label={`${t('shell.language.label')} ${current.toUpperCase()}`} button={current.toUpperCase()} buttonClassName={variant === 'default' ? `${ui.button} ${ui.outline}` : ui.button}>
      {config.languages.map((language) => (
        <DropdownItem
          key={language}
          lang={language}
          aria-current={language === current ? 'true' : undefined}
          style={language === current ? { fontWeight: 700 } : undefined}
          onSelect={() => {
            if (language !== current) switchLanguage(language);
          }}
        >
          {t(`shell.language.name.${language}`)}
        </DropdownItem>
      ))}
    </DropdownMenu>
  );
}

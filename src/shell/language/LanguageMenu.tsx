import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../app/AppServices';
import { currentLanguage, SUPPORTED_LANGUAGES, switchLanguage } from '../../i18n';
import { DropdownItem, DropdownMenu } from '../ui/DropdownMenu';
import ui from '../ui/ui.module.css';

/**
 * Language switch: a button labelled 'Jazyk'/'Language' with one item per configured language
 * (reloads the page). `languages`: the ones app-config offers now (after login), of those the UI
 * ships; otherwise the UI configuration's.
 */
export function LanguageMenu({ variant = 'subtle', languages }: { variant?: 'subtle' | 'default'; languages?: readonly string[] }) {
  const { t } = useTranslation();
  const { config } = useAppServices();
  const current = currentLanguage();
  const offered = languages?.filter((l) => (SUPPORTED_LANGUAGES as readonly string[]).includes(l));
  const list = offered && offered.length > 0 ? offered : config.languages;
  return (
    <DropdownMenu label={`${t('shell.language.label')} ${current.toUpperCase()}`} button={current.toUpperCase()} buttonClassName={variant === 'default' ? `${ui.button} ${ui.outline}` : ui.button}>
      {list.map((language) => (
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

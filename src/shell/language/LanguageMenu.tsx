import { Button, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../app/AppServices';
import { currentLanguage, switchLanguage } from '../../i18n';

/** Language switch: a button labelled 'Jazyk'/'Language' with one item per configured language (reloads the page). */
export function LanguageMenu({ variant = 'subtle', color }: { variant?: 'subtle' | 'default' | 'light'; color?: string }) {
  const { t } = useTranslation();
  const { config } = useAppServices();
  const current = currentLanguage();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant={variant} color={color} size="compact-sm" aria-label={`${t('shell.language.label')} ${current.toUpperCase()}`}>
          {current.toUpperCase()}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {config.languages.map((language) => (
          <Menu.Item
            key={language}
            lang={language}
            aria-current={language === current ? 'true' : undefined}
            fw={language === current ? 700 : undefined}
            onClick={() => {
              if (language !== current) switchLanguage(language);
            }}
          >
            {t(`shell.language.name.${language}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

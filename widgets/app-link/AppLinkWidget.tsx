import { Anchor, Input } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EngineWidgetProps } from '../../engine/react';

/** An in-application path: one leading slash and a word character (never `//host` or a scheme). */
export function isAppPath(value: unknown): value is string {
  return typeof value === 'string' && /^\/[A-Za-z0-9]/.test(value) && !/[\s\\]/.test(value);
}

/**
 * A read-only link to a page of the application that the record names by its path (e.g. a mailbox
 * message's `/zmluva/detail-portal/ZMLUVA_ZO/ZO-2026-00012`). The text is `options.textKey`
 * translated, else the path. Anything that is not an in-application path is shown as a dash.
 */
export function AppLinkWidget(props: EngineWidgetProps) {
  const { t } = useTranslation();
  const { id, label, hideLabel, value, options } = props;
  const text = typeof options.textKey === 'string' ? t(options.textKey) : String(value ?? '');
  return (
    <Input.Wrapper id={id} label={hideLabel ? undefined : label}>
      <div>
        {isAppPath(value) ? (
          <Anchor component={Link} to={value} id={id} aria-label={hideLabel ? label : undefined}>
            {text}
          </Anchor>
        ) : (
          <span id={id}>–</span>
        )}
      </div>
    </Input.Wrapper>
  );
}

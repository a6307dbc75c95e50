import { Alert, Anchor, Breadcrumbs, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppServices } from '../../app/AppServices';
import { ChevronLeftIcon } from '../icons';
import classes from './PageFrame.module.css';
import { pageTitle, type Crumb } from './pageTitle';

export interface PageFrameProps {
  /** The heading; none when absent. */
  title?: string;
  /** An icon before the heading. */
  icon?: ReactNode;
  /** The way to this page; the last one with a URL is the back link. */
  breadcrumbs?: readonly Crumb[];
  /** Shows global.msg_LoadingForm instead of the content. */
  loading?: boolean;
  /** Error messages shown above the content. */
  errors?: readonly string[];
  children?: ReactNode;
}

/**
 * The frame of a page inside the main layout (spec 2.4): heading with icon, breadcrumbs with a
 * back link, error messages, a loading message; the browser tab's title from the breadcrumbs.
 */
export function PageFrame({ title, icon, breadcrumbs = [], loading, errors = [], children }: PageFrameProps) {
  const { t } = useTranslation();
  const { variant } = useAppServices();
  const product = t(`shell.product.${variant}`);
  const back = [...breadcrumbs].reverse().find((c) => c.to);

  useEffect(() => {
    document.title = pageTitle(breadcrumbs, title, product);
  }, [breadcrumbs, title, product]);

  return (
    <Stack className={classes.frame} gap="var(--page-frame-gap)" data-testid="page-frame">
      {breadcrumbs.length > 0 && (
        <Group gap="sm" className={classes.crumbs}>
          {back?.to && (
            <Anchor component={Link} to={back.to} size="sm" aria-label={t('shell.frame.backTo', { label: back.label })} data-testid="back-link">
              <Group gap={2} wrap="nowrap">
                <ChevronLeftIcon size={14} />
                {t('shell.frame.back')}
              </Group>
            </Anchor>
          )}
          <Breadcrumbs separator="›" aria-label={t('shell.frame.breadcrumbs')} styles={{ root: { flexWrap: 'wrap' } }}>
            {breadcrumbs.map((crumb, i) =>
              crumb.to && i < breadcrumbs.length - 1 ? (
                <Anchor key={i} component={Link} to={crumb.to} size="sm">
                  {crumb.label}
                </Anchor>
              ) : (
                <Text key={i} size="sm" c="dimmed" aria-current={i === breadcrumbs.length - 1 ? 'page' : undefined}>
                  {crumb.label}
                </Text>
              ),
            )}
          </Breadcrumbs>
        </Group>
      )}
      {title && (
        <Group gap="sm" wrap="nowrap">
          {icon}
          {/* The size follows the main area's width (PageFrame.module.css). */}
          <Title order={1} style={{ '--title-fz': 'var(--page-title-fz)' } as CSSProperties}>
            {title}
          </Title>
        </Group>
      )}
      {errors.map((message, i) => (
        <Alert key={i} color="red" role="alert">
          {message}
        </Alert>
      ))}
      {loading ? (
        <Text c="dimmed" role="status">
          {t('global.msg_LoadingForm')}
        </Text>
      ) : (
        children
      )}
    </Stack>
  );
}

-- A mailbox message may point at the page of what it is about (an in-application path such as
-- /zmluva/detail-portal/ZMLUVA_ZO/ZO-2026-00012); the mailbox detail shows it as a link.
ALTER TABLE schranka ADD COLUMN odkaz varchar(300) CHECK (odkaz IS NULL OR odkaz ~ '^/[A-Za-z0-9]');

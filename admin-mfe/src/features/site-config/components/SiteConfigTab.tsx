import type { SiteConfig } from '@vsp/bff/api-types';
import { Button, Card, FormField, TextField } from '@vsp/design-system';
import { Save } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useAdminAction } from '../../../lib/action';
import { useAdminSiteConfig } from '../../../lib/admin-data';
import { TabHeader } from '../../../lib/components/TabHeader';
import { LoadError, TabSkeleton } from '../../../lib/components/TabState';
import { hasErrors, type FieldErrors } from '../../../lib/forms';
import { saveSiteConfig, SITE_CONFIG_STALE_KEYS } from '../api/mutations';
import {
  siteConfigValues,
  toSiteConfigPayload,
  validateSiteConfig,
  type SiteConfigField,
  type SiteConfigValues,
} from '../utils/siteConfigForm';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 640px;
`;

function SiteConfigForm({ config }: { config: SiteConfig }) {
  const [values, setValues] = useState<SiteConfigValues>(() => siteConfigValues(config));
  const [errors, setErrors] = useState<FieldErrors<SiteConfigField>>({});
  const { run, pending } = useAdminAction();

  const field = (name: SiteConfigField) => ({
    value: values[name],
    onChange: (change: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: change.target.value })),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateSiteConfig(values);
    setErrors(found);
    if (hasErrors(found)) return;
    await run(() => saveSiteConfig(toSiteConfigPayload(values)), {
      stale: SITE_CONFIG_STALE_KEYS,
      success: { title: 'Site configuration updated successfully' },
      failure: 'Failed to update site configuration',
    });
  };

  return (
    <Card>
      <Form onSubmit={submit} noValidate aria-label="Site configuration">
        <FormField label="Support Email" error={errors.supportEmail} help="Where Contact Support and password reset requests go">
          <TextField type="email" autoComplete="off" {...field('supportEmail')} />
        </FormField>
        <FormField label="Site Logo URL" error={errors.siteLogoUrl} help="Should be a direct image URL (ending in .png, .jpg, .svg...)">
          <TextField type="url" {...field('siteLogoUrl')} />
        </FormField>
        <FormField label="Client Name" error={errors.clientName} help="Also the logo's alternative text">
          <TextField {...field('clientName')} />
        </FormField>
        <FormField label="Site Name" error={errors.siteName} help='Shown on the login screen and in the title; "Vendor Scoring Portal" when empty'>
          <TextField {...field('siteName')} />
        </FormField>
        <FormField label="Venue Text" error={errors.venueText} help="The line under each vendor column of the scoring grid; none when empty">
          <TextField {...field('venueText')} />
        </FormField>
        <div>
          <Button type="submit" icon={<Save size={16} aria-hidden />} pending={pending} pendingLabel="Saving...">
            Save Configuration
          </Button>
        </div>
      </Form>
    </Card>
  );
}

export function SiteConfigTab() {
  const { data: config, error, mutate } = useAdminSiteConfig();
  if (error) return <LoadError what="the site configuration" error={error} onRetry={() => void mutate()} />;
  if (!config) return <TabSkeleton label="Loading site configuration..." />;
  return (
    <section aria-label="Site Config">
      <TabHeader title="Site Config" description="Branding and contact details shown across the portal." />
      <SiteConfigForm config={config} />
    </section>
  );
}

import { callApi } from '@vsp/api-client';
import { api, FALLBACK_SITE_NAME, staleAfter, type AdminSiteConfig } from '@vsp/contract';
import { Button, Card, FormField, FormLayout, TextField } from '@vsp/design-system';
import { Save } from 'lucide-react';
import { useMailSettings } from '../../../lib/api/useMailSettings';
import { TabHeader } from '../../../lib/components/TabHeader';
import { LoadError, TabSkeleton } from '../../../lib/components/TabState';
import { useForm } from '../../../lib/hooks/useForm';
import { useAdminSiteConfig } from '../api/hooks';
import { siteConfigValues, toSiteConfigPayload, validateSiteConfig } from '../utils/siteConfigForm';
import { BrandColourField } from './BrandColourField';
import { ReminderTemplates } from './ReminderTemplates';

/** `withReminders` when the server sends mail: only then are the reminder templates shown. */
function SiteConfigForm({ config, withReminders }: { config: AdminSiteConfig; withReminders: boolean }) {
  const { values, errors, pending, set, field, submit } = useForm({
    initial: () => siteConfigValues(config),
    validate: validateSiteConfig,
    save: (values) => callApi(api.site.updateConfig, { body: toSiteConfigPayload(values) }),
    stale: staleAfter.siteConfigChange,
    success: { title: 'Site configuration updated successfully' },
    failure: 'Failed to update site configuration',
  });

  return (
    <Card>
      <FormLayout
        onSubmit={submit}
        noValidate
        aria-label="Site configuration"
        maxWidth="sm"
        actions={
          <Button type="submit" icon={<Save size={16} aria-hidden />} pending={pending} pendingLabel="Saving...">
            Save Configuration
          </Button>
        }
      >
        <FormField label="Support Email" error={errors.supportEmail} help="Where Contact Support and password reset requests go">
          <TextField type="email" autoComplete="off" {...field('supportEmail')} />
        </FormField>
        <FormField label="Site Logo URL" error={errors.siteLogoUrl} help="Should be a direct image URL (ending in .png, .jpg, .svg...)">
          <TextField type="url" {...field('siteLogoUrl')} />
        </FormField>
        <FormField label="Client Name" error={errors.clientName} help="Also the logo's alternative text">
          <TextField {...field('clientName')} />
        </FormField>
        <FormField label="Site Name" error={errors.siteName} help={`Shown on the login screen and in the title; "${FALLBACK_SITE_NAME}" when empty`}>
          <TextField {...field('siteName')} />
        </FormField>
        <FormField label="Venue Text" error={errors.venueText} help="The line under each vendor column of the scoring grid; none when empty">
          <TextField {...field('venueText')} />
        </FormField>
        <BrandColourField value={values.brandColour} error={errors.brandColour} onChange={(colour) => set('brandColour', colour)} />
        {withReminders && <ReminderTemplates values={values} errors={errors} field={field} />}
      </FormLayout>
    </Card>
  );
}

export function SiteConfigTab() {
  const { data: config, error, mutate } = useAdminSiteConfig();
  const { data: mail } = useMailSettings();
  if (error) return <LoadError what="the site configuration" error={error} onRetry={() => void mutate()} />;
  if (!config) return <TabSkeleton label="Loading site configuration..." />;
  return (
    <section aria-label="Site Config">
      <TabHeader title="Site Config" description="Branding and contact details shown across the portal." />
      <SiteConfigForm config={config} withReminders={mail?.configured ?? false} />
    </section>
  );
}

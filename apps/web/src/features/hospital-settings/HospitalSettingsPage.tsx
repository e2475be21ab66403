import { Avatar, Button, Card, FileInput, Group, Select, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import type { HospitalDetail } from '@naijacare/contracts';
import { IconBuildingHospital, IconPhoto } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormActions } from '../../components/FormActions';
import { PageHeader } from '../../components/PageHeader';
import { publicImage } from '../../components/publicImage';
import { QueryBoundary } from '../../components/QueryBoundary';
import { stateOptions } from '../../forms/choices';
import { errorMessage } from '../../lib/errors';
import { toast } from '../../shell/toasts';
import { useHospitalDetail, useOwnHospitalId, useUpdateHospitalProfile } from '../hospital/api';
import { checkDraft, type DraftField, draftOf, facilityTypes, type ProfileDraft } from './profileDraft';

const LOGO_MAX_MB = 2;

/** A local address for the chosen logo, released when it changes. */
function usePreview(file: File | null): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file) return setUrl(undefined);
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

function ProfileForm({ profile }: { profile: HospitalDetail }) {
  const { t } = useTranslation();
  const save = useUpdateHospitalProfile(profile.id);
  const [draft, setDraft] = useState<ProfileDraft>(() => draftOf(profile));
  const [errors, setErrors] = useState<Partial<Record<DraftField, string>>>({});
  const [logo, setLogo] = useState<File | null>(null);
  const preview = usePreview(logo);

  const field = (name: DraftField) => ({
    value: draft[name],
    error: errors[name],
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      setDraft((d) => ({ ...d, [name]: value }));
      setErrors((x) => ({ ...x, [name]: undefined }));
    },
  });
  const choose = (name: DraftField) => (value: string | null) => {
    setDraft((d) => ({ ...d, [name]: value ?? '' }));
    setErrors((x) => ({ ...x, [name]: undefined }));
  };

  const submit = () => {
    const checked = checkDraft(draft);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    save.mutate(
      { changes: checked.changes, logo },
      {
        onSuccess: (saved) => {
          toast.success(t('hospitalSettings.savedText'), t('hospitalSettings.saved'));
          setDraft(draftOf(saved));
          setLogo(null);
        },
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack>
        <Card withBorder padding="lg">
          <Title order={2} fz="lg" mb="md">
            {t('hospitalSettings.facility')}
          </Title>
          <Stack>
            <Group align="flex-end" wrap="nowrap">
              <Avatar
                {...publicImage(preview ?? profile.logo, 72, 'eager')}
                size={72}
                radius="md"
                alt={t('hospitalSettings.logoOf', { name: profile.hospital_name })}
              >
                <IconBuildingHospital size={32} aria-hidden />
              </Avatar>
              <FileInput
                style={{ flex: 1 }}
                label={t('hospitalSettings.logo')}
                description={t('hospitalSettings.logoHint', { mb: LOGO_MAX_MB })}
                placeholder={profile.logo ? t('hospitalSettings.chooseNewLogo') : t('hospitalSettings.chooseLogo')}
                accept="image/png,image/jpeg,image/webp,image/gif"
                clearable
                leftSection={<IconPhoto size={16} />}
                value={logo}
                onChange={setLogo}
              />
            </Group>
            <TextInput label={t('hospitalSettings.name')} required {...field('hospital_name')} />
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput label={t('hospitalSettings.registrationNumber')} {...field('registration_number')} />
              <Select
                label={t('hospitalSettings.facilityType')}
                data={facilityTypes.map((value) => ({ value, label: t(`hospitalSettings.facilityTypes.${value}`) }))}
                value={draft.facility_type || null}
                onChange={choose('facility_type')}
                error={errors.facility_type}
                clearable
              />
              <TextInput label={t('hospitalSettings.bedCount')} inputMode="numeric" {...field('bed_count')} />
            </SimpleGrid>
            <Textarea label={t('hospitalSettings.description')} autosize minRows={3} maxRows={8} {...field('description')} />
          </Stack>
        </Card>
        <Card withBorder padding="lg">
          <Title order={2} fz="lg" mb="md">
            {t('hospitalSettings.contact')}
          </Title>
          <Stack>
            <Textarea label={t('hospitalSettings.address')} autosize minRows={2} {...field('address')} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Select
                label={t('fields.state')}
                data={stateOptions()}
                value={draft.state || null}
                onChange={choose('state')}
                error={errors.state}
                searchable
                clearable
              />
              <TextInput label={t('fields.phone')} type="tel" {...field('phone')} />
              <TextInput label={t('fields.email')} type="email" required {...field('email')} />
              <TextInput label={t('hospitalSettings.website')} type="url" placeholder="https://" {...field('website')} />
            </SimpleGrid>
          </Stack>
        </Card>
        <FormActions
          error={save.error ? errorMessage(save.error, t('hospitalSettings.failed')) : null}
          busy={save.isPending}
          cancelLabel={t('hospitalSettings.discard')}
          onCancel={() => {
            setDraft(draftOf(profile));
            setErrors({});
            setLogo(null);
            save.reset();
          }}
          submitLabel={t('hospitalSettings.save')}
        />
      </Stack>
    </form>
  );
}

/** The hospital edits its public profile, contact details and logo. */
export function HospitalSettingsPage() {
  const { t } = useTranslation();
  const id = useOwnHospitalId();
  const profile = useHospitalDetail(id);
  return (
    <Stack maw={960}>
      <PageHeader
        title={t('hospitalSettings.title')}
        description={t('hospitalSettings.intro')}
        actions={
          // Hospitals have no Profile menu item: the account's password and language are reached from here.
          <Group gap="sm">
            <Button component={Link} to="/profile" variant="default">
              {t('hospitalSettings.passwordAndLanguage')}
            </Button>
            {id > 0 && (
              <Button component={Link} to={`/hospitals/${id}`} variant="light">
                {t('hospitalSettings.viewPublicPage')}
              </Button>
            )}
          </Group>
        }
      />
      <QueryBoundary query={profile} failed={t('hospitalSettings.loadFailed')}>
        {(p) => <ProfileForm key={p.id} profile={p} />}
      </QueryBoundary>
    </Stack>
  );
}

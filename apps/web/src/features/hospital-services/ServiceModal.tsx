import { Modal, Select, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { type HospitalService, SERVICE_NAME_MAX } from '@naijacare/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../components/FormActions';
import { errorMessage } from '../../lib/errors';
import { toast } from '../../shell/toasts';
import { useAddService, useUpdateService } from './api';
import { categories, checkService, draftOf, emptyDraft, type ServiceDraft } from './serviceDraft';

/** Which service the modal works on: a new one or an existing one. */
export type ServiceTarget = { mode: 'add' } | { mode: 'edit'; service: HospitalService };

export function ServiceModal({ target, onClose }: { target: ServiceTarget | null; onClose: () => void }) {
  const { t } = useTranslation();
  const add = useAddService();
  const update = useUpdateService();
  const [draft, setDraft] = useState<ServiceDraft>(emptyDraft);
  const [errors, setErrors] = useState<Partial<Record<keyof ServiceDraft, string>>>({});
  const { reset: resetAdd } = add;
  const { reset: resetUpdate } = update;
  useEffect(() => {
    if (!target) return;
    setDraft(target.mode === 'edit' ? draftOf(target.service) : emptyDraft());
    setErrors({});
    resetAdd();
    resetUpdate();
  }, [target, resetAdd, resetUpdate]);
  const saving = target?.mode === 'edit' ? update : add;

  const set = (changes: Partial<ServiceDraft>) => {
    setDraft((d) => ({ ...d, ...changes }));
    setErrors((e) => ({ ...e, ...Object.fromEntries(Object.keys(changes).map((k) => [k, undefined])) }));
  };

  const submit = () => {
    if (!target) return;
    const checked = checkService(draft);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    const onSuccess = (saved: HospitalService) => {
      toast.success(saved.name, target.mode === 'edit' ? t('hospitalServices.updated') : t('hospitalServices.added'));
      onClose();
    };
    if (target.mode === 'edit') update.mutate({ id: target.service.id, ...checked.input }, { onSuccess });
    else add.mutate(checked.input, { onSuccess });
  };

  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={target?.mode === 'edit' ? t('hospitalServices.editTitle') : t('hospitalServices.addTitle')}
      centered
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack>
          <TextInput
            label={t('hospitalServices.name')}
            required
            maxLength={SERVICE_NAME_MAX}
            value={draft.name}
            error={errors.name}
            onChange={(e) => set({ name: e.currentTarget.value })}
            data-autofocus
          />
          <Select
            label={t('hospitalServices.category')}
            data={categories.map((value) => ({ value, label: t(`hospitalServices.categories.${value}`) }))}
            value={draft.category}
            onChange={(v) => v && set({ category: v as ServiceDraft['category'] })}
            allowDeselect={false}
            required
          />
          <Textarea
            label={t('hospitalServices.description')}
            autosize
            minRows={2}
            value={draft.description}
            error={errors.description}
            onChange={(e) => set({ description: e.currentTarget.value })}
          />
          <TextInput
            label={t('hospitalServices.price')}
            description={t('hospitalServices.priceHint')}
            leftSection="₦"
            inputMode="decimal"
            value={draft.price}
            error={errors.price}
            onChange={(e) => set({ price: e.currentTarget.value })}
          />
          <Switch
            label={t('hospitalServices.activeLabel')}
            description={t('hospitalServices.activeHint')}
            checked={draft.is_active}
            onChange={(e) => set({ is_active: e.currentTarget.checked })}
          />
          <FormActions
            error={saving.error ? errorMessage(saving.error, t('hospitalServices.saveFailed')) : null}
            busy={saving.isPending}
            cancelLabel={t('hospitalServices.back')}
            onCancel={onClose}
            submitLabel={target?.mode === 'edit' ? t('hospitalServices.saveChanges') : t('hospitalServices.addSubmit')}
          />
        </Stack>
      </form>
    </Modal>
  );
}

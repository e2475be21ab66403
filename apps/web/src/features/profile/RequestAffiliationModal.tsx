import { Button, Group, Modal, Radio, ScrollArea, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { AFFILIATION_TEXT_MAX, STATES } from '@naijacare/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryBoundary } from '../../components/QueryBoundary';
import { choiceLabelOf, stateOptions } from '../../forms/choices';
import { affiliationStatusLabel, liveAffiliationStatuses } from '../../lib/affiliationView';
import { errorMessage } from '../../lib/errors';
import { ERROR_TEXT } from '../../theme';
import { useAffiliations, useHospitalSearch, useRequestAffiliation } from '../hospital-affiliations/api';

/** A doctor finds a verified hospital by name and state and asks to join it, with an optional message. */
export function RequestAffiliationModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [state, setState] = useState<string | null>(null);
  const [debounced] = useDebouncedValue(search, 300);
  const [hospital, setHospital] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const hospitals = useHospitalSearch(debounced, state);
  const request = useRequestAffiliation();
  // A hospital the doctor already asked or belongs to cannot be asked again (the server refuses it too).
  const mine = useAffiliations();
  const live = liveAffiliationStatuses(mine.data ?? []);

  useEffect(() => {
    if (opened) {
      setSearch('');
      setState(null);
      setHospital(null);
      setMessage('');
      setProblem(null);
      request.reset();
    }
  }, [opened, request.reset]);

  const error = problem ?? (request.error ? errorMessage(request.error, t('affiliations.changeFailed')) : null);

  return (
    <Modal opened={opened} onClose={onClose} title={t('affiliations.requestModal.title')} centered size="lg">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!hospital) return setProblem(t('affiliations.requestModal.chooseFirst'));
          setProblem(null);
          request.mutate({ hospital: Number(hospital), message }, { onSuccess: onClose });
        }}
      >
        <Stack>
          <Group grow align="flex-start">
            <TextInput
              label={t('affiliations.requestModal.search')}
              placeholder={t('affiliations.requestModal.searchPlaceholder')}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
              data-autofocus
            />
            <Select
              label={t('affiliations.requestModal.state')}
              placeholder={t('affiliations.requestModal.anyState')}
              data={stateOptions()}
              value={state}
              onChange={setState}
              clearable
              searchable
            />
          </Group>
          <QueryBoundary query={hospitals} failed={t('affiliations.requestModal.failed')} empty={t('affiliations.requestModal.noResults')}>
            {(found) => (
              <Radio.Group label={t('affiliations.requestModal.results')} value={hospital} onChange={setHospital}>
                <ScrollArea.Autosize mah={240} mt="xs">
                  <Stack gap="xs">
                    {found.map((h) => {
                      const status = live.get(h.id);
                      const place = [h.address, h.state ? choiceLabelOf('state', STATES, h.state) : null].filter(Boolean).join(' · ');
                      return (
                        <Radio
                          key={h.id}
                          value={String(h.id)}
                          label={h.hospital_name}
                          disabled={status !== undefined}
                          description={
                            [place, status ? t('affiliations.requestModal.alreadyLive', { status: affiliationStatusLabel(status) }) : null]
                              .filter(Boolean)
                              .join(' · ') || undefined
                          }
                        />
                      );
                    })}
                  </Stack>
                </ScrollArea.Autosize>
              </Radio.Group>
            )}
          </QueryBoundary>
          <Textarea
            label={t('affiliations.requestModal.message')}
            description={t('affiliations.requestModal.messageHint')}
            autosize
            minRows={2}
            maxLength={AFFILIATION_TEXT_MAX}
            value={message}
            onChange={(event) => setMessage(event.currentTarget.value)}
          />
          {error && (
            <Text c={ERROR_TEXT} size="sm" role="alert">
              {error}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={request.isPending}>
              {t('affiliations.cancel')}
            </Button>
            <Button type="submit" loading={request.isPending}>
              {t('affiliations.requestModal.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

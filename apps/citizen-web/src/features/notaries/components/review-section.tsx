import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, Group, Pagination, Progress, Rating, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { ACT_TYPES, isActTypeId } from '@notary/domain/act';
import { NotaryReviewSchema } from '@notary/domain/validation';
import { openSignInDialog } from '@notary/ui/auth';
import { formErrorText, useSchemaForm, validationMessage } from '@notary/ui/forms';
import { formatDate } from '@notary/ui/format';
import { useUiLocale } from '@notary/ui/searches';
import { useIsAuthenticated } from '@notary/ui/session';
import { useState } from 'react';
import type { NotaryDetails } from '../api/get-notary.ts';
import { useAddReview, useReviews, useVisits } from '../api/reviews.ts';
import { RATING_COLOR } from './notary-badges.tsx';

function ReviewForm({ notaryId }: { notaryId: string }) {
  const { t } = useLingui();
  const visits = useVisits(notaryId, true);
  const add = useAddReview(notaryId);
  const reviewable = (visits.data?.acts ?? []).filter((a) => a.canReview);
  const [actId, setActId] = useState<string | null>(null);
  // acts-domain 5 / 8: no rating, no review — "give a rating"; the domain's review schema is the resolver.
  const message = (key: string) => (key === 'error_rating_required' ? t`Baho bering` : validationMessage(key));
  const form = useSchemaForm(NotaryReviewSchema, { initialValues: { rating: 0, text: '' }, message });
  const [done, setDone] = useState(false);
  const error = formErrorText(form, 'rating', message);

  if (visits.isPending) return null;
  if (done) {
    return (
      <Alert color="green" variant="light" data-testid="review-done">
        <Trans>Rahmat! Sharhingiz qabul qilindi.</Trans>
      </Alert>
    );
  }
  if (reviewable.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="review-none">
        <Trans>Sharh faqat ushbu notarius ro'yxatdan o'tkazgan o'z harakatingiz bo'yicha qoldiriladi; har bir harakatga bitta sharh.</Trans>
      </Text>
    );
  }
  const selected = actId ?? reviewable[0]!.id;
  return (
    <form noValidate onSubmit={form.onSubmit((review) => add.mutate({ actId: selected, ...review }, { onSuccess: () => setDone(true) }))}>
      <Stack gap="sm" data-testid="review-form">
        <Select
          label={t`Qaysi harakat bo'yicha`}
          data={reviewable.map((a) => ({ value: a.id, label: `${a.name} № ${a.regnum ?? '—'} (${formatDate(a.regdate)})` }))}
          value={selected}
          onChange={setActId}
          allowDeselect={false}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            <Trans>Baho</Trans>
          </Text>
          <Rating value={form.values.rating} onChange={(value) => form.setFieldValue('rating', value)} size="lg" aria-describedby={error ? 'review-rating-error' : undefined} data-testid="review-rating" />
          {error ? (
            <Text c="red" size="sm" role="alert" id="review-rating-error" data-testid="review-error">
              {error}
            </Text>
          ) : null}
        </Stack>
        <Textarea label={t`Sharh`} {...form.getInputProps('text')} maxLength={2000} autosize minRows={3} data-testid="review-text" />
        <Group>
          <Button type="submit" loading={add.isPending} data-testid="review-submit">
            <Trans>Sharh qoldirish</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Reviews with rating and text (acts-domain 3 "Notary: … reviews (rating and text)"), and the form. */
export function ReviewSection({ notary }: { notary: NotaryDetails }) {
  const { t } = useLingui();
  const locale = useUiLocale();
  const isAuthenticated = useIsAuthenticated();
  const [page, setPage] = useState(1);
  const reviews = useReviews(notary.id, page);
  const total = Object.values(notary.ratingDistribution).reduce((a, b) => a + b, 0);
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} fz="md">
            <Trans>Mijozlar sharhlari</Trans>
          </Title>
          <Text fw={700} c={RATING_COLOR}>
            ★ {notary.clientRating.toFixed(1)} <Text span c="dimmed" fw={400} size="sm">({notary.reviewsCount})</Text>
          </Text>
        </Group>
        <Stack gap={4}>
          {(['5', '4', '3', '2', '1'] as const).map((star) => (
            <Group key={star} gap="xs" wrap="nowrap">
              <Text size="xs" w={24}>
                {star}★
              </Text>
              <Progress value={total ? (notary.ratingDistribution[star] / total) * 100 : 0} color="yellow" style={{ flex: 1 }} aria-label={t`${star} yulduz`} />
              <Text size="xs" c="dimmed" w={28} ta="right">
                {notary.ratingDistribution[star]}
              </Text>
            </Group>
          ))}
        </Stack>
        {(reviews.data?.items ?? []).length === 0 ? (
          <Text size="sm" c="dimmed">
            <Trans>Hali sharhlar yo'q</Trans>
          </Text>
        ) : (
          <Stack gap="sm" data-testid="review-list">
            {reviews.data!.items.map((r) => (
              <Card key={r.id} withBorder radius="md" padding="sm">
                <Group justify="space-between">
                  <Text size="sm" fw={600}>
                    {r.authorName}
                  </Text>
                  <Text size="sm" c={RATING_COLOR}>
                    {'★'.repeat(r.rating)}
                    <Text span c="gray.4">
                      {'★'.repeat(5 - r.rating)}
                    </Text>
                  </Text>
                </Group>
                {r.text ? <Text size="sm">{r.text}</Text> : null}
                <Text size="xs" c="dimmed">
                  {formatDate(r.createdAt)}
                  {r.actTypeId !== null && isActTypeId(r.actTypeId) ? ` · ${ACT_TYPES[r.actTypeId].names[locale]}` : ''}
                </Text>
              </Card>
            ))}
            {reviews.data!.total > 5 ? <Pagination size="sm" value={page} onChange={setPage} total={Math.ceil(reviews.data!.total / 5)} /> : null}
          </Stack>
        )}
        <Title order={3} fz="sm">
          <Trans>Sharh qoldirish</Trans>
        </Title>
        {isAuthenticated ? (
          <ReviewForm notaryId={notary.id} />
        ) : (
          <Group>
            <Text size="sm" c="dimmed">
              <Trans>Sharh qoldirish uchun tizimga kiring.</Trans>
            </Text>
            <Button size="xs" variant="light" onClick={() => openSignInDialog()} data-testid="review-sign-in">
              <Trans>Kirish</Trans>
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
